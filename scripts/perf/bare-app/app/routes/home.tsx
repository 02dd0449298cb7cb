// One line, no loader, no action: the same page as the product's own bare route (app/routes/bench-bare.tsx).
export default function Home() {
  return <p>bare</p>;
}
