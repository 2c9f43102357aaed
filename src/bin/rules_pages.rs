//! Writes the site's static text files into the build (`<dist>`, default `dist`), after the
//! bundles: every game's rules in every language (`rules/<game>.<lang>.html`, whole pages that
//! the app shows in a frame, rendered by Leptos) with their stylesheet, and each page's texts in
//! each language (`texts.<lang>.<id>.txt` beside the page's `index.html`: the platform's texts
//! and the page's own, see `app::i18n`). `make build` runs it.

// A native program: the wasm build of the crate's tests builds every binary, and carries no
// texts table to write from (`app::i18n`), so there it does nothing.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::io::Result<()> {
    use camelot_table::app::catalog::OFFERED;
    use camelot_table::app::i18n::{page_texts, texts_file, Lang};
    use camelot_table::app::rules_text::{rules_html, STYLESHEET};
    use camelot_table::engine::registry::GameId;
    use std::path::PathBuf;

    let dist = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "dist".to_owned()));
    let rules = dist.join("rules");
    std::fs::create_dir_all(&rules)?;
    std::fs::write(rules.join(STYLESHEET), include_str!("../../style/rules.css"))?;
    for &game in OFFERED {
        for lang in Lang::ALL {
            let path = rules.join(format!("{}.{}.html", game.id(), lang.code()));
            std::fs::write(&path, rules_html(game, lang))?;
            println!("rules: {}", path.display());
        }
    }
    // The home page, and every game page the build holds.
    let mut pages = vec![(dist.clone(), vec!["platform", "home"])];
    for &game in GameId::ALL {
        let dir = dist.join(game.id());
        if dir.join("index.html").exists() {
            pages.push((dir, vec!["platform", game.id()]));
        }
    }
    for (dir, sections) in pages {
        for lang in Lang::ALL {
            let path = dir.join(texts_file(lang));
            std::fs::write(&path, page_texts(lang, &sections))?;
            println!("texts: {}", path.display());
        }
    }
    Ok(())
}
