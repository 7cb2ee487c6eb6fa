// Host code only, found through -I: nothing to translate, so no copy.
#pragma once
inline int hostOnly() { return 3; }
