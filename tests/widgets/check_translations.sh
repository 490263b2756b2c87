#!/usr/bin/env bash
# Every user-visible string has a finished translation in every language: runs lupdate over
# copies of the .ts files (the sources stay untouched) and fails listing what is unfinished.
# usage: check_translations.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$src"/translations/*.ts "$work"/
# English is the source language: its file holds only the plural forms.
sources=(-I "$src/widgets" -I "$src/app/gui" "$src/widgets" "$src/app/gui")
"$lupdate" -silent -no-obsolete -locations none -pluralonly "${sources[@]}" \
    -ts "$work"/tablesmith_en.ts
"$lupdate" -silent -no-obsolete -locations none "${sources[@]}" \
    -ts $(ls "$work"/*.ts | grep -v '_en\.ts$')
status=0
for ts in "$work"/*.ts; do
    count=$(grep -c 'type="unfinished"' "$ts" || true)
    if [ "$count" != 0 ]; then
        echo "$(basename "$ts"): $count unfinished"
        grep -B1 'type="unfinished"' "$ts" | grep '<source>' | sed 's/^ */    /'
        status=1
    fi
done
[ "$status" = 0 ] && echo "all translations finished: $(ls "$work" | tr '\n' ' ')"
exit "$status"
