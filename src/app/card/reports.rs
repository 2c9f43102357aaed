//! What just happened, for everyone at the table: the quest being resolved (during Gawain's
//! window), the last quest's resolution and the end check. A resolution stays open until the
//! next card reaches the Threats pile — so the table, not only the quester, sees it on the pass
//! screen — and then folds into a "Last quest" disclosure.

use super::html::H;
use super::{end_report, quest_report, Tbl};
use crate::app::i18n::Lang;
use crate::engine::card::{CardView, EndResult, Pending, PercivalCause};
use crate::tr;
use leptos::prelude::*;

/// Opens a report box: a section while it is news, a closed disclosure afterwards.
fn open(h: &mut H, class: &str, fresh: bool, summary: &str) {
    if fresh {
        h.open("section", class);
    } else {
        h.open("details", class).el("summary", "", summary);
    }
}

fn close(h: &mut H, fresh: bool) {
    h.close(if fresh { "section" } else { "details" });
}

pub fn html(v: &CardView, ns: &[String], l: Lang) -> String {
    let mut h = H::new();
    let over = v.outcome.is_some();
    // The pile is empty right after a quest, until someone listens again.
    let fresh = v.pile == 0 || over;
    if let Some(e) = &v.end {
        let news = over
            || matches!(v.pending, Pending::PercivalWindow { cause: PercivalCause::EndReveal { .. } })
            || (e.result == EndResult::GoesOn && fresh);
        open(&mut h, "report end", news, tr!(l, "Last end check", "Letzte Schlussprüfung"));
        end_report::html(&mut h, e, ns, l);
        close(&mut h, news);
    }
    if let Some(r) = &v.resolving {
        open(&mut h, "report quest", true, "");
        quest_report::html(&mut h, r, ns, l, false);
        close(&mut h, true);
    } else if let Some(r) = &v.last_quest {
        open(&mut h, "report quest", fresh, tr!(l, "Last quest", "Letzte Queste"));
        quest_report::html(&mut h, r, ns, l, true);
        close(&mut h, fresh);
    }
    h.done()
}

#[component]
pub fn Reports(t: Tbl) -> impl IntoView {
    view! { <div class="reports" inner_html=t.markup(html)></div> }
}
