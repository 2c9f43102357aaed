//! Native tests of the board's pure helpers.
