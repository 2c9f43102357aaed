//! Camelot Table: four Camelot tabletop games, pass-and-play in the browser.
//!
//! [`engine`] holds the rules engines and knows nothing of the web; `app` (feature `web`) is
//! the Leptos user interface that renders engine views.

// Natively Leptos's renderer has its `ssr` part (Cargo.toml: the rules pages are rendered to
// HTML), whose erased views nest deeper in the compiler's type layouts than 128 levels.
#![cfg_attr(not(target_arch = "wasm32"), recursion_limit = "256")]

pub mod engine;

#[cfg(feature = "web")]
pub mod app;
#[cfg(feature = "web")]
pub mod worker;

// Every page and worker of the site allocates with Talc instead of Rust's default dlmalloc:
// 0.7 KB gzip less on each page and 2.7 KB on each bots' worker (`make size`). Talc's own
// benchmarks also show it allocating faster than dlmalloc; we have not measured that here.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
