//! The bundle of `zukunft/`: the table of *Die Zukunft von Camelot*.

fn main() {
    camelot_table::app::start_game::<camelot_table::engine::zukunft::Zukunft>();
}
