//! The bots' worker of `schatten/` (see `camelot_table::worker`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    camelot_table::worker::serve::<camelot_table::engine::schatten::Schatten>();
}
