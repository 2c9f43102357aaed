//! Small wrappers over browser APIs, each failing soft: the app never panics on a missing API.

use wasm_bindgen::{JsCast, JsValue};

/// Milliseconds since the Unix epoch.
#[must_use]
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if getrandom::getrandom(&mut bytes).is_err() {
        // No crypto source (very old browser): fall back to the clock and Math.random.
        let mix = now_ms() ^ ((js_sys::Math::random() * 9.0e15) as u64);
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = (mix >> ((i % 8) * 8)) as u8 ^ (js_sys::Math::random() * 256.0) as u8;
        }
    }
    bytes
}

/// A fresh game seed; below 2^53 so JavaScript tools read it exactly.
#[must_use]
pub fn fresh_seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>()) & ((1 << 53) - 1)
}

/// A fresh save id: 12 hex digits.
#[must_use]
pub fn fresh_id() -> String {
    random_bytes::<6>().iter().map(|b| format!("{b:02x}")).collect()
}

/// The query string as pairs.
#[must_use]
pub fn query_pairs() -> Vec<(String, String)> {
    let Some(search) = web_sys::window().and_then(|w| w.location().search().ok()) else {
        return Vec::new();
    };
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return Vec::new();
    };
    let mut pairs = Vec::new();
    let iter = js_sys::try_iter(&params).ok().flatten();
    for entry in iter.into_iter().flatten().flatten() {
        let entry: js_sys::Array = entry.unchecked_into();
        let key = entry.get(0).as_string().unwrap_or_default();
        let value = entry.get(1).as_string().unwrap_or_default();
        pairs.push((key, value));
    }
    pairs
}

/// The browser's preferred languages.
#[must_use]
pub fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else { return Vec::new() };
    let mut out: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
    if let Some(l) = nav.language() {
        out.push(l);
    }
    out
}

/// The current URL hash.
#[must_use]
pub fn hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The query string, with its `?` (empty when there is none).
#[must_use]
pub fn search() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// Opens another page of the site (a URL relative to this page); `replace` keeps it out of
/// the history (a redirect), otherwise the back button returns here.
pub fn open(url: &str, replace: bool) {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return };
    let _ = if replace { location.replace(url) } else { location.assign(url) };
}

/// Sets the URL hash (a history entry, so the back button works).
pub fn set_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
}

/// Scrolls the page to its top (a new screen starts there, as a newly loaded page would).
pub fn scroll_to_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// Offers `text` as a file download named `filename`.
pub fn download(filename: &str, text: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Ok(a) = doc.create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(&url);
        a.set_download(filename);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Posts a message (JSON text) to the embedding page, if there is one.
pub fn post_to_parent(json: &str) {
    let Some(w) = web_sys::window() else { return };
    let Ok(Some(parent)) = w.parent() else { return };
    // Not embedded: the parent is the window itself.
    if JsValue::from(parent.clone()) == JsValue::from(w) {
        return;
    }
    let Ok(value) = js_sys::JSON::parse(json) else { return };
    let _ = parent.post_message(&value, "*");
}

/// Replaces the current URL (same document, no history entry): what a reload will open.
pub fn replace_url(url: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(url));
    }
}

/// Focuses the first enabled button inside `selector`, without scrolling the page.
pub fn focus_first(selector: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(Some(el)) = doc.query_selector(&format!("{selector} button:not([disabled])")) else { return };
    let opts = web_sys::FocusOptions::new();
    opts.set_prevent_scroll(true);
    if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
        let _ = el.focus_with_options(&opts);
    }
}

/// The text of a file of the site (`None` when it cannot be read or is not there).
pub async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().ok()?).await.ok()?;
    text.as_string()
}
