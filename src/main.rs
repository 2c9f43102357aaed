//! Mounts the app; everything else lives in the library so tests can reach it.

fn main() {
    camelot_table::app::start();
}
