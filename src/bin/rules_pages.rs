//! Writes every game's rules, in every language, as the static pages the app reads
//! (`<dir>/<game>.<lang>.html`, default `dist/rules`). `make build` runs it after the bundles.

use camelot_table::app::catalog::OFFERED;
use camelot_table::app::i18n::Lang;
use camelot_table::app::rules_text::rules_html;
use std::path::PathBuf;

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "dist/rules".to_owned()));
    std::fs::create_dir_all(&dir)?;
    for &game in OFFERED {
        for lang in [Lang::En, Lang::De] {
            let path = dir.join(format!("{}.{}.html", game.id(), lang.code()));
            std::fs::write(&path, rules_html(game, lang))?;
            println!("rules: {}", path.display());
        }
    }
    Ok(())
}
