//! The home page's bundle: the games, the saved games, the new-game forms and the rules.
//! Everything lives in the library so tests can reach it; each page's binary only mounts.

fn main() {
    camelot_table::app::start_home();
}
