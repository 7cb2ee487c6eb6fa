extern const float scale;
extern const int count;
