//! A game session behind a trait object, so the game screen and the new-game form are compiled
//! once for all games instead of once per game (the bundle has a size budget, and Leptos view
//! code multiplies with every type it is instantiated for). Only this thin adapter is generic.

use super::game_ui::{GameUi, TableProps};
use super::i18n::Lang;
use super::setup::acting;
use crate::engine::save::{self, LoadError, SaveFile, SaveMeta};
use crate::engine::session::Session;
use crate::engine::{GameEvent, Outcome, Seat, Turn, Viewer};
use leptos::prelude::*;
use std::sync::Arc;

/// What the game screen needs of a session. Methods documented as reactive track the session
/// when called inside a reactive context.
pub trait Driver: Send + Sync {
    fn id(&self) -> &'static str;
    fn title(&self, lang: Lang) -> &'static str;
    /// Who must act now (reactive).
    fn turn(&self) -> Turn;
    fn has_secrets(&self) -> bool;
    /// The last action's seat and label, if it can be undone (reactive).
    fn undoable(&self, names: &[String], lang: Lang) -> Option<(Seat, String)>;
    /// Takes back the last action; false if it could not be.
    fn undo(&self) -> bool;
    /// Whether `seat`'s own last action showed it something it must see before passing on.
    fn keeps_device(&self, seat: Seat) -> bool;
    /// (reactive)
    fn outcome(&self) -> Option<Outcome>;
    fn outcome_text(&self, names: &[String], lang: Lang) -> Option<String>;
    /// Whose turn and what they may do, as the table sees it.
    fn prompt(&self, names: &[String], lang: Lang) -> String;
    /// The log as `viewer` may read it, newest first (reactive).
    fn log(&self, viewer: Viewer, names: &[String], lang: Lang) -> Vec<String>;
    /// The save of this session with `meta` brought up to date.
    fn save(&self, id: &str, meta: SaveMeta, now: u64) -> SaveFile;
    /// Closes a table-wide window for everyone ("No one").
    fn decline(&self, seat: Seat) -> bool;
    /// Replaces the session by a save's (another tab's newer state).
    ///
    /// # Errors
    /// The save's [`LoadError`]; the session is then unchanged.
    fn replace(&self, file: &SaveFile) -> Result<(), LoadError>;
    /// The table as `viewer` sees it. Actions it dispatches are applied for `viewer`'s seat
    /// (only while `enabled`) and reported to `applied`.
    fn table(
        &self,
        viewer: Viewer,
        names: Vec<String>,
        lang: Signal<Lang>,
        enabled: Signal<bool>,
        applied: Callback<Result<(), String>>,
    ) -> AnyView;
}

struct Typed<G: GameUi> {
    session: RwSignal<Session<G>>,
}

impl<G: GameUi> Driver for Typed<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn title(&self, lang: Lang) -> &'static str {
        match crate::engine::registry::GameId::from_id(G::ID) {
            Some(g) => super::catalog::title(g, lang),
            None => G::ID,
        }
    }

    fn turn(&self) -> Turn {
        self.session.with(Session::turn)
    }

    fn has_secrets(&self) -> bool {
        self.session.with_untracked(Session::has_secrets)
    }

    fn undoable(&self, names: &[String], lang: Lang) -> Option<(Seat, String)> {
        self.session.with(|s| {
            let step = s.steps().last().filter(|_| s.can_undo())?;
            Some((step.seat, G::action_label(&step.action, names, lang)))
        })
    }

    fn undo(&self) -> bool {
        let mut undone = false;
        self.session.update(|s| undone = s.undo().is_some());
        undone
    }

    fn keeps_device(&self, seat: Seat) -> bool {
        self.session.with_untracked(|s| {
            s.steps().last().is_some_and(|st| {
                st.seat == seat && st.events.iter().any(|e| G::shows_actor(e) && e.visible_to(Viewer::Seat(seat)))
            })
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.session.with(Session::outcome)
    }

    fn outcome_text(&self, names: &[String], lang: Lang) -> Option<String> {
        self.session.with_untracked(|s| s.outcome().map(|o| G::outcome_text(&o, &s.view(Viewer::Public), names, lang)))
    }

    fn prompt(&self, names: &[String], lang: Lang) -> String {
        self.session.with_untracked(|s| G::prompt(&s.view(Viewer::Public), names, lang))
    }

    fn log(&self, viewer: Viewer, names: &[String], lang: Lang) -> Vec<String> {
        self.session.with(|s| {
            let mut lines: Vec<String> = s.log(viewer).map(|(_, _, e)| G::describe(e, names, lang)).collect();
            lines.reverse();
            lines
        })
    }

    fn save(&self, id: &str, mut meta: SaveMeta, now: u64) -> SaveFile {
        self.session.with_untracked(|s| {
            meta.last_played = now;
            meta.to_act = acting(&s.turn());
            meta.outcome = s.outcome();
            save::save_of(s, id, meta)
        })
    }

    fn decline(&self, seat: Seat) -> bool {
        let Some(action) = self.session.with_untracked(|s| s.legal_actions(seat).into_iter().find(G::is_decline)) else {
            return false;
        };
        let mut ok = false;
        self.session.update(|s| ok = s.apply(seat, action).is_ok());
        ok
    }

    fn replace(&self, file: &SaveFile) -> Result<(), LoadError> {
        let s = save::load::<G>(file)?;
        self.session.set(s);
        Ok(())
    }

    fn table(
        &self,
        viewer: Viewer,
        names: Vec<String>,
        lang: Signal<Lang>,
        enabled: Signal<bool>,
        applied: Callback<Result<(), String>>,
    ) -> AnyView {
        let session = self.session;
        let view = Memo::new(move |_| session.with(|s| s.view(viewer)));
        let legal = Memo::new(move |_| match viewer {
            Viewer::Seat(seat) if enabled.get() => session.with(|s| s.legal_actions(seat)),
            _ => Vec::new(),
        });
        let dispatch = Callback::new(move |action: G::Action| {
            let Viewer::Seat(seat) = viewer else { return };
            if !enabled.get_untracked() {
                return;
            }
            let mut result = Ok(());
            session.update(|s| {
                if let Err(e) = s.apply(seat, action) {
                    result = Err(e.to_string());
                }
            });
            applied.run(result);
        });
        G::table(TableProps { view, viewer, legal, dispatch, names, lang })
    }
}

/// The driver of a save's game.
///
/// # Errors
/// [`LoadError`] when the game is not playable here or the save does not replay.
pub fn load(file: &SaveFile) -> Result<Arc<dyn Driver>, LoadError> {
    let unknown = || LoadError::UnknownGame(file.game.clone());
    let game = super::playable(&file.game).ok_or_else(unknown)?;
    crate::with_ui!(game, G => {
        let session = save::load::<G>(file)?;
        Ok(Arc::new(Typed::<G> { session: RwSignal::new(session) }) as Arc<dyn Driver>)
    }, _ => Err(unknown()))
}
