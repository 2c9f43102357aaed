//! The bundle of `card/`: the table of *Shadows over Camelot: The Card Game*.

fn main() {
    camelot_table::app::start_game::<camelot_table::engine::card::CardGame>();
}
