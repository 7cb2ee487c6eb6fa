#include "PrintfFormat.h"

#include "llvm/ADT/StringExtras.h"

namespace cu2cl {

std::string openclPrintfFormat(llvm::StringRef Format) {
  std::string Rewritten;
  for (size_t I = 0; I < Format.size(); ++I) {
    Rewritten += Format[I];
    if (Format[I] != '%')
      continue;
    if (I + 1 < Format.size() && Format[I + 1] == '%') {
      Rewritten += Format[++I];
      continue;
    }
    // Flags, width and precision pass through unchanged.
    size_t J = I + 1;
    while (J < Format.size() && llvm::StringRef("-+ #0123456789.*").contains(Format[J]))
      Rewritten += Format[J++];
    if (Format.substr(J).starts_with("ll")) {
      Rewritten += 'l';
      J += 2;
    } else if (J < Format.size() && (Format[J] == 'z' || Format[J] == 'j' || Format[J] == 't')) {
      Rewritten += 'l';
      J += 1;
    }
    I = J - 1;
  }
  std::string Literal = "\"";
  for (unsigned char C : Rewritten) {
    switch (C) {
    case '\n':
      Literal += "\\n";
      break;
    case '\t':
      Literal += "\\t";
      break;
    case '\\':
      Literal += "\\\\";
      break;
    case '"':
      Literal += "\\\"";
      break;
    default:
      if (C < 0x20 || C >= 0x7f) {
        Literal += "\\";
        Literal += static_cast<char>('0' + ((C >> 6) & 7));
        Literal += static_cast<char>('0' + ((C >> 3) & 7));
        Literal += static_cast<char>('0' + (C & 7));
      } else {
        Literal += static_cast<char>(C);
      }
    }
  }
  return Literal + "\"";
}

} // namespace cu2cl
