#!/usr/bin/env bash
# Renders the PNG icon sizes from the SVG (rsvg-convert, Debian package librsvg2-bin).
# Run after editing the SVG and commit the PNGs; the build does not need rsvg-convert.
set -euo pipefail
icons=$(cd "$(dirname "$0")/../resources/icons/hicolor" && pwd)
svg=$icons/scalable/apps/io.headroom.Headroom.svg
for size in 16 32 48 64 128 256; do
    mkdir -p "$icons/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "$svg" -o "$icons/${size}x${size}/apps/io.headroom.Headroom.png"
done
