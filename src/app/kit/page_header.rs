//! The header of every page: the way home (left out when embedded), the title, what the page
//! adds (the Rules button of a table), and the language switch. It is the first thing the
//! static shell in `index.html` paints too, so nothing shifts when the app takes over.

use super::LangSwitch;
use crate::app::i18n::tr;
use leptos::prelude::*;

#[component]
pub fn PageHeader(
    #[prop(into)] title: TextProp,
    /// Where the back button goes; `None` hides it (the home page, an embedded game).
    #[prop(optional)]
    on_home: Option<Callback<()>>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    view! {
        <header class="site-header">
            {on_home.map(|go| view! {
                <button type="button" class="back" on:click=move |_| go.run(())>{move || tr().nav_home()}</button>
            })}
            <h1>{move || title.get()}</h1>
            <div class="header-tools">
                {children.map(|c| c())}
                <LangSwitch/>
            </div>
        </header>
    }
}
