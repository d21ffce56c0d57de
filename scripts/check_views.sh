#!/usr/bin/env bash
# The views ask the engine what an action means and how cells are numbered (each game's
# decode()/encode() and its cell geometry). Fails when a file under src/app/views/ names an
# action's number or builds one by hand, or computes a cell from file and rank itself.
set -euo pipefail
root=${1:-$(dirname "$0")/..}
views="$root/src/app/views"

# Action numbers and the engine's own helpers that build them.
actions='\bk(SwapAction|Totem|NoTotem|Pass|RunNorth|RunSouth|RunEast|RunWest|FirstBite|FirstMine|FirstMask|Draw|FirstDeal|FirstCard|FlipCode|CodesPerStep)\b|\b(moveAction|mineAction|maskOutcome|runAction|dealAction|cardAction)\(|\.drawn\(\)'
# Cell numbers from file and rank, or back.
cells='\b(file|rank|row|column)\s*\*\s*(8|side|size)\s*\+|\b(cell|action)\s*[/%]\s*(8|side|size|kCells)\b|\b(rank|file)\s*\*\s*(side|size)\b'

status=0
for pattern in "$actions" "$cells"; do
  # Comments may speak of the numbering; code may not use it.
  if grep -rnE "$pattern" "$views" --include='*.cpp' --include='*.h' | grep -vE '^[^:]+:[0-9]+:\s*//'; then
    status=1
  fi
done
if [ "$status" -ne 0 ]; then
  echo "The lines above read or build action or cell numbers in a view: ask the game's engine" \
       "(decode, encode, its cells) instead." >&2
fi
exit "$status"
