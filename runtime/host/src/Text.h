// Small text helpers shared by the runtime's parsers of names and options.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace cu2cl::rt::detail {

inline std::string lower(std::string_view text) {
  std::string result(text);
  for (char &c : result)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return result;
}

inline std::string_view trim(std::string_view text) {
  auto blank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  while (!text.empty() && blank(text.front()))
    text.remove_prefix(1);
  while (!text.empty() && blank(text.back()))
    text.remove_suffix(1);
  return text;
}

} // namespace cu2cl::rt::detail
