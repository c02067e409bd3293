"""Runs the W3C Feed Validator (tools/feedvalidator, unchanged) on a feed file.

Usage: python3 tools/validate-feed.py FILE URL
Prints each problem at the online validator's level ("AA") and exits 1, or exits 0 when the
feed is valid. URL is where the feed is served, which its self link must name.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "feedvalidator"))

import feedvalidator  # noqa: E402
from feedvalidator import compatibility  # noqa: E402
from feedvalidator.formatter.text_plain import Formatter  # noqa: E402

with open(sys.argv[1], "rb") as feed:
    events = feedvalidator.validateString(feed.read(), firstOccurrenceOnly=1, base=sys.argv[2])[
        "loggedEvents"
    ]
problems = Formatter(compatibility.AA(events))
if problems:
    print("\n".join(problems))
    sys.exit(1)
