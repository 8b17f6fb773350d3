/* eval_graph_draw.h: drawing the evaluation graph laid out by eval_graph.h. */
#ifndef S4_GUI_EVAL_GRAPH_DRAW_H
#define S4_GUI_EVAL_GRAPH_DRAW_H

#include "gui/draw/eval_graph.h"
#include "gui/draw/ui_widgets.h"

/* Draws the graph: its frame and middle line, the bars, proved points as ringed dots, the
 * selected column (-1: none) and the hovered one (-1: none) shaded, and for the hovered
 * column the tip text in a box beside its point. Registers each point's column as the
 * button "graph:K" (K from 0). */
void gui_eval_graph_draw(GuiRenderer *r, GuiText *t, GuiHits *hits, const GuiEvalGraph *g,
                         float scale, int selected, int hovered, const char *tip);

#endif
