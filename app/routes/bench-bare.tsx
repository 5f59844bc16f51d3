// A page with no loader and no database work of its own: the yardstick that
// scripts/bench/welcome.mjs compares the welcome page against.
export default function BarePage() {
  return <p>ok</p>;
}
