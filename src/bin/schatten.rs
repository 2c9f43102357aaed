//! The bundle of `schatten/`: the board of *Schatten über Camelot* (the 2005 board game).

fn main() {
    camelot_table::app::start_game::<camelot_table::engine::schatten::Schatten>();
}
