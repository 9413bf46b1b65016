#pragma once
// Colours of the program. Constellations use the Okabe-Ito palette, which
// stays distinguishable for the common forms of colour blindness; order keeps
// neighbouring constellations far apart in hue.
#include <QColor>
#include <array>

namespace starsight::desktop::palette {

inline const std::array<QColor, 7> kConstellation = {
    QColor(0xE6, 0x9F, 0x00),  // orange
    QColor(0x56, 0xB4, 0xE9),  // sky blue
    QColor(0x00, 0x9E, 0x73),  // bluish green
    QColor(0xF0, 0xE4, 0x42),  // yellow
    QColor(0xCC, 0x79, 0xA7),  // reddish purple
    QColor(0xD5, 0x5E, 0x00),  // vermillion
    QColor(0x00, 0x72, 0xB2),  // blue
};
inline QColor constellation(std::size_t index) { return kConstellation[index % kConstellation.size()]; }

inline const QColor kNotConstellation(0xBB, 0xBB, 0xBB);  // groups that score nothing
inline const QColor kSky(0x0B, 0x0E, 0x1A);
inline const QColor kStar(0xF4, 0xF4, 0xF4);
inline const QColor kArtwork(0x5A, 0x60, 0x78);
inline const QColor kHighlight(0xFF, 0xFF, 0xFF);
inline const QColor kUncertain(0xFF, 0x3E, 0xC8);  // magenta: no constellation uses it
inline const QColor kSelected(0x00, 0xE5, 0xFF);
inline const QColor kIllegal(0xD5, 0x5E, 0x00);

}  // namespace starsight::desktop::palette
