//! What both benchmarks measure time with.

/// This process's CPU time (user + system) so far, from `/proc/self/stat` (Linux; clock ticks
/// of 1/100 s), or `None` elsewhere. On a shared machine wall time also counts other
/// programs' turns on the core; the CPU time is the engine's own.
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}
