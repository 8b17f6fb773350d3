#!/usr/bin/env python3
"""The window's headers depend one way: the graph of `#include "..."` lines between the
headers under src/ has no cycle, and no header that app.h includes (directly or not) speaks
of App, not even through a forward declaration `struct App;` (which would hide a cycle: the
App holding a part whose header needs the App). The screens take parts (screens_take_parts):
no screen file includes app.h, directly or through another header, nor names the App; what
only the App can do their key and click handlers leave as an intent (gui/screens/intent.h), carried
out by the App's loop (app_intent.c). The lower layers look only down: no file of gui/model/
or gui/draw/ includes a header of gui/screens/ or gui/app/. Prints every cycle or offence
and exits 1.

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


# The screens' functions that take the App's parts instead of the App: they stay so.
TAKE_PARTS = [
    'gui_screen_set', 'gui_screen_to_live', 'gui_screen_in_game', 'gui_game_in_progress',
    'gui_modal_confirm', 'gui_modal_help', 'gui_modal_close', 'gui_flow_review',
    'gui_flow_shown', 'gui_flow_threats_shown', 'gui_player_cards_bottom',
    'gui_result_text', 'gui_result_panel_place', 'gui_result_panel_shown', 'gui_help_next_page',
    'gui_marks_scene', 'gui_view_proj', 'gui_colour_blind', 'gui_move_list_across',
    'gui_move_list_rect', 'gui_flow_new_game', 'gui_flow_say', 'gui_hint_ask',
    'gui_warn_follow', 'gui_warn_before', 'gui_flow_strength', 'gui_flow_strength_brief',
    'gui_save_game', 'gui_friend_screen_text', 'gui_move_list_choose',
    'gui_flow_update', 'gui_flow_draw', 'gui_flow_text',
    'gui_flow_key', 'gui_flow_click', 'gui_flow_play', 'gui_flow_play_confirmed',
    'gui_flow_status', 'gui_start_screen_key', 'gui_start_screen_choose',
    'gui_friend_screen_key', 'gui_friend_screen_choose', 'gui_result_panel_key',
    'gui_result_panel_choose', 'gui_games_open', 'gui_games_key', 'gui_games_click',
    'gui_games_scroll', 'gui_games_draw',
]
# The files of the screens, their panels and the network's part: none of them sees the App.
# The App's own files (app.c, app_input.c, app_frame.c, ... and app_intent.c, which carries
# out the intents) are the only ones that do.
SCREEN_FILES = [
    'gui/screens/screen_table.c', 'gui/screens/start_screen.c', 'gui/screens/friend_screen.c',
    'gui/screens/result_panel.c', 'gui/screens/keyboard_play.c', 'gui/screens/game_panels.c',
    'gui/screens/help_panel.c', 'gui/screens/board_marks.c', 'gui/screens/player_cards.c',
    'gui/screens/app_flow.c', 'gui/model/autosave.c', 'gui/screens/screens.h',
    'gui/screens/screen_parts.h', 'gui/screens/intent.h', 'gui/screens/keyboard_play.h',
    'gui/model/autosave.h', 'gui/model/net.h', 'gui/model/net.c', 'gui/screens/flow.c',
    'gui/screens/net_screen.c', 'gui/screens/net_screen.h',
]
DECLARATION = re.compile(r'^[A-Za-z][^;{}()]*?\b(gui_\w+)\s*\(([^;{}]*?)\)\s*(?:__attribute__\S*\s*)?;',
                         re.M | re.S)
HANDLER = re.compile(r'\(\*(\w+)\)\s*\(([^)]*)\)')


def screens_take_parts(src, text):
    """The screens see parts, not the App: screens.h's draw functions and TAKE_PARTS name
    no App in their parameters;
    screen_parts.h names none; the screen table's draw, update and text handlers take none."""
    bad = []
    header = COMMENT.sub('', text.get('gui/screens/screens.h', ''))
    declared = {name: params for name, params in DECLARATION.findall(header)}
    if not declared:
        return ['gui/screens/screens.h: no function declarations found']
    for name in TAKE_PARTS:
        if name not in declared:
            bad.append('gui/screens/screens.h: %s is not declared' % name)
    for name, params in sorted(declared.items()):
        wanted = name in TAKE_PARTS or name.endswith('_draw')
        if wanted and re.search(r'\bApp\b', params):
            bad.append('gui/screens/screens.h: %s takes the App, not the parts it uses' % name)
    if re.search(r'\bApp\b', COMMENT.sub('', text.get('gui/screens/screen_parts.h', 'App'))):
        bad.append('gui/screens/screen_parts.h names App (or is missing)')
    bad.extend(screen_files_see_no_app(src, text))
    table_path = os.path.join(src, 'gui', 'screens', 'screen_table.c')
    table = COMMENT.sub('', open(table_path, encoding='utf-8').read()) if os.path.exists(
        table_path) else ''
    handlers = dict(HANDLER.findall(table))
    for member in ('key', 'click', 'draw', 'update', 'text'):
        if member not in handlers:
            bad.append('gui/screens/screen_table.c: no %s handler found' % member)
        elif re.search(r'\bApp\b', handlers[member]):
            bad.append('gui/screens/screen_table.c: the %s handler takes the App' % member)
    return bad


def reached(graph, first):
    """Every header reached from the include lines `first` (a header's own included)."""
    seen, todo = set(), list(first)
    while todo:
        h = todo.pop()
        if h in seen or h not in graph:
            continue
        seen.add(h)
        todo.extend(graph[h])
    return seen


def screen_files_see_no_app(src, text):
    """No screen file names the App or includes, directly or not, a header that does (app.h
    first among them): the include circle around the App is gone for the screens."""
    graph = {h: [i for i in INCLUDE.findall(t) if i in text] for h, t in text.items()}
    names_app = {h for h, t in text.items() if re.search(r'\bApp\b', COMMENT.sub('', t))}
    bad = []
    for name in SCREEN_FILES:
        path = os.path.join(src, name)
        if not os.path.exists(path):
            bad.append('%s: not found (a screen file moved? update SCREEN_FILES)' % name)
            continue
        code = open(path, encoding='utf-8').read()
        if re.search(r'\bApp\b', COMMENT.sub('', code)):
            bad.append('%s names the App: a screen gets parts and leaves an intent' % name)
        for h in sorted(reached(graph, INCLUDE.findall(code)) & names_app):
            bad.append('%s includes %s (directly or not), which names the App' % (name, h))
    return bad


def lower_layers_look_down(src):
    """No file of model/ or draw/ (headers and sources) includes screens/ or app/: the
    model and the drawing know nothing of the screens that use them."""
    bad = []
    for layer in ('model', 'draw'):
        folder = os.path.join(src, 'gui', layer)
        if not os.path.isdir(folder):
            bad.append('gui/%s: not found' % layer)
            continue
        for name in sorted(os.listdir(folder)):
            if not name.endswith(('.c', '.h')):
                continue
            code = COMMENT.sub('', open(os.path.join(folder, name), encoding='utf-8').read())
            for inc in INCLUDE.findall(code):
                if inc.startswith(('gui/screens/', 'gui/app/')):
                    bad.append('gui/%s/%s includes %s: the %s layer looks only down' %
                               (layer, name, inc, layer))
    return bad


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
    seen, todo = set(), list(graph.get('gui/app/app.h', []))
    while todo:
        h = todo.pop()
        if h in seen:
            continue
        seen.add(h)
        todo.extend(graph[h])
        if re.search(r'\bApp\b', COMMENT.sub('', text[h])):
            bad.append('%s is included by gui/app/app.h but names App' % h)
    if 'gui/app/app.h' not in graph:
        bad.append('gui/app/app.h not found under %s' % src)
    bad.extend(screens_take_parts(src, text))
    bad.extend(lower_layers_look_down(src))

    for line in bad:
        print(line)
    print('%d headers, %d includes between them, %d reached from gui/app/app.h: %s' %
          (len(graph), sum(len(v) for v in graph.values()), len(seen),
           'one way' if not bad else 'NOT one way'))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
