#!/usr/bin/env python3
"""The window's headers depend one way: the graph of `#include "..."` lines between the
headers under src/ has no cycle, and no header that app.h includes (directly or not) speaks
of App, not even through a forward declaration `struct App;` (which would hide a cycle: the
App holding a part whose header needs the App). Prints every cycle or offence and exits 1.

Usage: gui_include_graph.py SRC_DIR
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)


def headers(src):
    found = {}
    for root, _, files in os.walk(src):
        for name in files:
            if name.endswith('.h'):
                path = os.path.join(root, name)
                found[os.path.relpath(path, src)] = path
    return found


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else 'src'
    files = headers(src)
    text = {h: open(p, encoding='utf-8').read() for h, p in files.items()}
    graph = {h: [i for i in INCLUDE.findall(t) if i in files] for h, t in text.items()}
    bad = []

    # Depth-first search with colours: a grey node met again closes a cycle.
    colour, stack = {}, []

    def visit(h):
        colour[h] = 'grey'
        stack.append(h)
        for n in graph[h]:
            if colour.get(n) == 'grey':
                bad.append('cycle: ' + ' -> '.join(stack[stack.index(n):] + [n]))
            elif n not in colour:
                visit(n)
        stack.pop()
        colour[h] = 'black'

    for h in sorted(graph):
        if h not in colour:
            visit(h)

    # Everything app.h reaches is a part or below one: none may know the App.
    seen, todo = set(), list(graph.get('gui/app.h', []))
    while todo:
        h = todo.pop()
        if h in seen:
            continue
        seen.add(h)
        todo.extend(graph[h])
        if re.search(r'\bApp\b', COMMENT.sub('', text[h])):
            bad.append('%s is included by gui/app.h but names App' % h)
    if 'gui/app.h' not in graph:
        bad.append('gui/app.h not found under %s' % src)

    for line in bad:
        print(line)
    print('%d headers, %d includes between them, %d reached from gui/app.h: %s' %
          (len(graph), sum(len(v) for v in graph.values()), len(seen),
           'one way' if not bad else 'NOT one way'))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
