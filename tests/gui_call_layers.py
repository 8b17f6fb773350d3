#!/usr/bin/env python3
"""The window's layers hold as calls, not only as includes. From the built objects of
src/gui (nm: the symbols each defines and the ones it uses) this draws the file-level graph
of who calls whom (or uses whose data) and fails when
  - a circle of more than two src/gui files reach each other through calls;
  - a layer calls up: app/ sits over screens/, which sits over model/ and draw/; model/ and
    draw/ call neither screens/ nor app/, nor each other (rules know no drawing, drawing
    knows no rules);
  - model/ uses SDL, SDL_ttf or OpenGL;
  - a source file of src/gui lies outside the four layer folders.
Prints every offence and exits 1.

Usage: gui_call_layers.py BUILD_DIR SOURCE_DIR   (after a build: BUILD_DIR's objects of the
                                                  sources under SOURCE_DIR, not generated ones)
       gui_call_layers.py --self-test    (the checks against small made-up graphs)
"""
import os
import subprocess
import sys
from collections import defaultdict

PREFIX = 'src/gui/'
# Higher calls lower, never the other way; equal ranks in different folders do not call.
RANK = {'app': 3, 'screens': 2, 'model': 1, 'draw': 1}
# What model/ may not use: the window system, its fonts and OpenGL (glad's loader names).
GRAPHICS = ('SDL_', 'TTF_', 'glad_', 'gl')
MIN_FILES = 30  # fewer objects found means the build was not there: fail, never pass empty


def objects(build, source):
    """{source path relative to the tree: object path} for the objects of src/gui's own
    sources (a file generated into the build, such as the embedded shaders, is none)."""
    found = {}
    for root, _, files in os.walk(build):
        for name in files:
            if not name.endswith('.c.o'):
                continue
            path = os.path.join(root, name)
            # CMake keeps the source's path below the target's folder:
            # BUILD/src/gui/CMakeFiles/TARGET.dir/LAYER/x.c.o
            parts = path.split('CMakeFiles' + os.sep, 1)
            if len(parts) != 2:
                continue
            top = os.path.relpath(parts[0], build)
            inner = parts[1].split(os.sep, 1)[1][:-2]
            src = os.path.normpath(os.path.join(top, inner)).replace(os.sep, '/')
            if src.startswith(PREFIX) and os.path.isfile(os.path.join(source, src)):
                found.setdefault(src, path)
    return found


def symbols(objs):
    """(defs: {symbol: file}, uses: {file: set of undefined symbols}) from nm."""
    defs, uses = {}, defaultdict(set)
    for src, path in sorted(objs.items()):
        out = subprocess.run(['nm', path], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in 'TDBRGSVC':
                defs.setdefault(parts[2], src)
            elif len(parts) == 2 and parts[0] == 'U':
                uses[src].add(parts[1])
        uses.setdefault(src, set())
    return defs, uses


def layer(src):
    rest = src[len(PREFIX):].split('/')
    return rest[0] if len(rest) > 1 else ''


def circles(edges, nodes):
    """Strongly connected components with more than one file (Tarjan, iterative)."""
    index, low, on, stack, comps = {}, {}, set(), [], []
    counter = [0]
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    comps.append(sorted(comp))
    return sorted(comps, key=lambda c: (-len(c), c))


def check(defs, uses):
    """Every offence against the layers, as lines; empty when they hold."""
    bad = []
    edges = defaultdict(dict)  # caller -> {callee: [symbols]}
    for src in sorted(uses):
        if layer(src) not in RANK:
            bad.append('%s: outside the layer folders (app/, screens/, model/, draw/)' % src)
        for sym in sorted(uses[src]):
            dst = defs.get(sym)
            if dst is None or dst == src:
                continue
            edges[src].setdefault(dst, []).append(sym)
        if layer(src) == 'model':
            graphics = sorted(s for s in uses[src] if s.startswith(GRAPHICS))
            if graphics:
                bad.append('%s: the model uses the window system or OpenGL: %s' %
                           (src, ' '.join(graphics[:6])))
    for src in sorted(edges):
        for dst, syms in sorted(edges[src].items()):
            a, b = layer(src), layer(dst)
            if a not in RANK or b not in RANK or a == b:
                continue
            if RANK[b] > RANK[a] or (RANK[b] == RANK[a]):
                bad.append('%s calls up or across into %s: %s' % (src, dst, ' '.join(syms[:6])))
    for comp in circles({k: set(v) for k, v in edges.items()}, set(uses)):
        if len(comp) > 2:
            bad.append('a circle of %d files calling each other: %s' % (len(comp), ' '.join(comp)))
    return bad, edges


def self_test():
    """The checks catch what they are for, on made-up graphs (a check that never fails
    protects nothing)."""
    g = PREFIX
    defs = {'a1': g + 'screens/a.c', 'b1': g + 'screens/b.c', 'c1': g + 'screens/c.c',
            'm1': g + 'model/m.c', 'd1': g + 'draw/d.c', 'p1': g + 'app/p.c'}
    fine = {g + 'app/p.c': {'a1', 'm1'}, g + 'screens/a.c': {'b1', 'm1', 'd1'},
            g + 'screens/b.c': {'a1'}, g + 'screens/c.c': set(), g + 'model/m.c': {'malloc'},
            g + 'draw/d.c': {'glDrawArrays', 'SDL_GetTicks'}}
    cases = [
        ('layers that hold', fine, []),
        ('a circle of three', dict(fine, **{g + 'screens/b.c': {'c1'}, g + 'screens/c.c': {'a1'}}),
         ['a circle of 3 files']),
        ('the model calls a screen', dict(fine, **{g + 'model/m.c': {'a1'}}), ['calls up']),
        ('drawing calls the app', dict(fine, **{g + 'draw/d.c': {'p1'}}), ['calls up']),
        ('a screen calls the app', dict(fine, **{g + 'screens/c.c': {'p1'}}), ['calls up']),
        ('the model draws', dict(fine, **{g + 'model/m.c': {'d1'}}), ['calls up or across']),
        ('the model uses SDL', dict(fine, **{g + 'model/m.c': {'SDL_PollEvent'}}),
         ['window system']),
        ('a file outside the folders', dict(fine, **{g + 'loose.c': set()}), ['outside']),
    ]
    failed = 0
    for name, uses, wanted in cases:
        bad, _ = check(defs, uses)
        ok = (not wanted and not bad) or (wanted and all(any(w in b for b in bad) for w in wanted))
        print('%s: %s%s' % ('ok' if ok else 'FAILED', name, '' if ok else ' -> %r' % bad))
        failed += not ok
    return 1 if failed else 0


def main():
    if len(sys.argv) == 2 and sys.argv[1] == '--self-test':
        return self_test()
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    objs = objects(sys.argv[1], sys.argv[2])
    if len(objs) < MIN_FILES:
        print('only %d objects of %s found under %s: build first' % (len(objs), PREFIX,
                                                                     sys.argv[1]))
        return 1
    defs, uses = symbols(objs)
    bad, edges = check(defs, uses)
    for line in bad:
        print(line)
    comps = circles({k: set(v) for k, v in edges.items()}, set(uses))
    print('%d files of %s, %d calls between files, largest circle %d: %s' %
          (len(objs), PREFIX, sum(len(v) for v in edges.values()),
           max((len(c) for c in comps), default=1), 'layers hold' if not bad else 'LAYERS BROKEN'))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
