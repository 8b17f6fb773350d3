/* eval_graph.h: the evaluation graph under the game report: one column per move of the
 * game, the value after it as a bar from the middle line, White up; a proved win or loss
 * reaches the edge (capped) and is marked as proved. The layout is plain numbers (no GL),
 * so the mouse, the keyboard and the picture use the same columns; eval_graph_draw.h
 * draws it. Knows no rules: values and the words of the tip come from the caller. */
#ifndef S4_GUI_EVAL_GRAPH_H
#define S4_GUI_EVAL_GRAPH_H

#include <stdbool.h>

enum { GUI_EVAL_GRAPH_POINTS = 64 };

/* The plot's rectangle, in drawable pixels, y down (ui_widgets.h's GuiRect, which brings GL). */
typedef struct GuiEvalRect {
    float x, y, w, h;
} GuiEvalRect;

/* One move's value as the graph takes it: value in -cap..cap from White's side. */
typedef struct GuiEvalPoint {
    bool known;   /* graded and valued (else no bar) */
    bool proved;  /* an exact value: a win or loss is drawn at the edge, marked */
    int value;    /* White's value, |value| <= cap */
} GuiEvalPoint;

typedef struct GuiEvalGraph {
    GuiEvalRect area;                /* the plot */
    int total;                       /* columns: the game's moves */
    int count;                       /* points given (the moves graded so far) */
    float column;                    /* each column's width */
    float mid;                       /* y of the value 0 */
    float half;                      /* pixels from the middle to a capped value */
    float x[GUI_EVAL_GRAPH_POINTS];  /* each point's centre */
    float y[GUI_EVAL_GRAPH_POINTS];
    GuiEvalPoint point[GUI_EVAL_GRAPH_POINTS];
} GuiEvalGraph;

/* Lays out count points (count <= total <= GUI_EVAL_GRAPH_POINTS) of values capped at cap
 * (> 0) in area. */
void gui_eval_graph_layout(GuiEvalGraph *g, GuiEvalRect area, const GuiEvalPoint *points, int count,
                           int total, int cap);

/* The column (move index) under (x, y), or -1 outside the plot or past the last point. */
int gui_eval_graph_at(const GuiEvalGraph *g, float x, float y);

#endif
