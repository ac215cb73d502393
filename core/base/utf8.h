#pragma once
// UTF-8 and hexadecimal digits, decoded one way for the whole core: the terminal's and
// Markdown's escaping (base/textformat.cpp), the recipe reader's check of a file's text
// (recipe/yamlreader.cpp), the sheet's link (io/sheetfragment.cpp) and YAML's integers
// (recipe/yamlscalar.cpp). Inline: the escaping runs over every character a command prints.
#include <cstddef>
#include <string_view>

namespace headroom {

/// Length of the UTF-8 sequence at `text[i]` and its code point; 0 when it is not valid UTF-8
/// (RFC 3629 §3-4: no overlong form, no surrogate U+D800..U+DFFF, nothing above U+10FFFF, no
/// sequence cut off by the end of `text`).
inline std::size_t decodeUtf8(std::string_view text, std::size_t i, unsigned& codePoint) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned lead = byte(i);
    std::size_t length = 0;
    unsigned min = 0;
    if (lead < 0x80)
        length = 1, codePoint = lead, min = 0;
    else if ((lead & 0xe0u) == 0xc0u)
        length = 2, codePoint = lead & 0x1fu, min = 0x80;
    else if ((lead & 0xf0u) == 0xe0u)
        length = 3, codePoint = lead & 0x0fu, min = 0x800;
    else if ((lead & 0xf8u) == 0xf0u)
        length = 4, codePoint = lead & 0x07u, min = 0x10000;
    else
        return 0;
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xc0u) != 0x80u)
            return 0;
        codePoint = (codePoint << 6) | (byte(i + k) & 0x3fu);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
        return 0;
    return length;
}

/// The value of one hexadecimal digit (0-9, a-f, A-F); -1 for any other character.
inline int hexDigitValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace headroom
