import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Yardstick" }];

export function loader() {
  return { greeting: "Welkom", items: ["Beroepsaansprakelijkheid", "Bedrijfsaansprakelijkheid", "AOV"] };
}

export default function Index() {
  const { greeting, items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link to="/">Opnieuw</Link>
    </main>
  );
}
