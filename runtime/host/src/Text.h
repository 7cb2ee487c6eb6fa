// Small text helpers shared by the runtime's parsers of names and options.
#pragma once

#include <cctype>
#include <regex>
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

/// `options` without the matches of `option` (whose first group is the blank before each, kept),
/// blanks collapsed and trimmed: a build option taken out of an option string.
inline std::string withoutOption(std::string_view options, const std::regex &option) {
  static const std::regex blanks(R"(\s+)");
  const std::string removed = std::regex_replace(std::string(options), option, "$1");
  return std::string(trim(std::regex_replace(removed, blanks, " ")));
}

} // namespace cu2cl::rt::detail
