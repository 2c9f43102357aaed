//! The bundle of `tournament/`: the table of *Tournament at Camelot*.

fn main() {
    camelot_table::app::start_game::<camelot_table::engine::tournament::Tournament>();
}
