// Profession search as you type: accents and small typos forgiven ("schilder", "scilder",
// "café" and "cafe" all match). Fuse.js does the fuzzy scoring over accent-free lower case.
import Fuse from "fuse.js";

export type SearchableProfession = { id: string; name: string };

export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

export function searchProfessions<T extends SearchableProfession>(professions: readonly T[], query: string, limit = 10): T[] {
  const folded = foldText(query);
  if (folded.length === 0) return [];
  const fuse = new Fuse(
    professions.map((profession) => ({ profession, folded: foldText(profession.name) })),
    { keys: ["folded"], threshold: 0.35, ignoreLocation: true, minMatchCharLength: 2 },
  );
  return fuse.search(folded, { limit }).map((result) => result.item.profession);
}
