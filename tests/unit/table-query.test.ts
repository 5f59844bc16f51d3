import { describe, expect, it } from "vitest";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  FILTER_MAX_LENGTH,
  MAX_PAGE_SIZE,
  pageCount,
  pageWindow,
  parseTableQuery,
  tableQuerySearch,
  type TableQuerySpec,
} from "~/domain/platform/table-query";

type Sort = "name" | "displayName" | "created";
const SPEC: TableQuerySpec<Sort> = { sortable: ["name", "displayName", "created"], defaultSort: "name", defaultDir: "asc" };
const NEWEST_FIRST: TableQuerySpec<Sort> = { sortable: ["name", "displayName", "created"], defaultSort: "created", defaultDir: "desc" };

const parse = (search: string, spec: TableQuerySpec<Sort> = SPEC) => parseTableQuery(new URLSearchParams(search), spec);

describe("table query parsing", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual({ q: "", sort: "name", dir: "asc", page: 1, size: DEFAULT_PAGE_SIZE });
    expect(parse("", NEWEST_FIRST)).toEqual({ q: "", sort: "created", dir: "desc", page: 1, size: DEFAULT_PAGE_SIZE });
  });

  it("takes whitelisted values as given", () => {
    expect(parse("q=acme&sort=created&dir=desc&page=3&size=50")).toEqual({ q: "acme", sort: "created", dir: "desc", page: 3, size: 50 });
    expect(parse("sort=displayName&dir=asc")).toMatchObject({ sort: "displayName", dir: "asc" });
  });

  it("falls back to the default column for a sort key outside the whitelist", () => {
    for (const sort of ["passwordHash", "linkSigningSecret", "NAME", "name;drop table", "", "createdAt", "__proto__"]) {
      expect(parse(`sort=${encodeURIComponent(sort)}`).sort, sort).toBe("name");
    }
  });

  it("falls back to the default direction for a bad one: the default's for the default column, ascending otherwise", () => {
    expect(parse("dir=sideways").dir).toBe("asc");
    expect(parse("dir=DESC").dir).toBe("asc");
    expect(parse("dir=sideways", NEWEST_FIRST).dir).toBe("desc");
    expect(parse("sort=name", NEWEST_FIRST).dir).toBe("asc");
    expect(parse("sort=created&dir=asc", NEWEST_FIRST).dir).toBe("asc");
  });

  it("falls back to page 1 for a page that is not a whole number of at least 1", () => {
    for (const page of ["0", "-1", "2.5", "abc", "", "1e3x", "Infinity", "NaN", "99999999999"]) {
      expect(parse(`page=${page}`).page, page).toBe(1);
    }
    expect(parse("page=1").page).toBe(1);
    expect(parse("page=400").page).toBe(400);
    expect(parse("page=1000000").page).toBe(1_000_000);
  });

  it("falls back to the default size for a bad one and caps it at 100", () => {
    for (const size of ["0", "-5", "abc", "", "12.5"]) expect(parse(`size=${size}`).size, size).toBe(DEFAULT_PAGE_SIZE);
    expect(parse("size=1").size).toBe(1);
    expect(parse("size=100").size).toBe(100);
    expect(parse("size=101").size).toBe(MAX_PAGE_SIZE);
    expect(parse("size=1000000").size).toBe(MAX_PAGE_SIZE);
    expect(parseTableQuery(new URLSearchParams("size=x"), { ...SPEC, defaultSize: 10 }).size).toBe(10);
  });

  it("trims the filter and cuts it to its maximum length", () => {
    expect(parse("q=%20%20acme%20").q).toBe("acme");
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(FILTER_MAX_LENGTH);
  });

  it("reads the first of repeated parameters", () => {
    expect(parse("page=2&page=7&sort=created&sort=name")).toMatchObject({ page: 2, sort: "created" });
  });
});

describe("pages", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(10_000, 100)).toBe(100);
  });

  it("shows the last page for a page past the end", () => {
    expect(clampPage(9, 30, 25)).toBe(2);
    expect(clampPage(2, 0, 25)).toBe(1);
    expect(clampPage(2, 30, 25)).toBe(2);
  });

  it("skips the rows of the earlier pages", () => {
    expect(pageWindow(1, 25)).toEqual({ skip: 0, take: 25 });
    expect(pageWindow(3, 10)).toEqual({ skip: 20, take: 10 });
  });
});

describe("links", () => {
  it("leave defaults out and round-trip through the parser", () => {
    expect(tableQuerySearch(parse(""), SPEC)).toBe("");
    const query = { q: "de vries", sort: "created" as const, dir: "desc" as const, page: 4, size: 50 };
    const search = tableQuerySearch(query, SPEC);
    expect(search).toBe("?q=de+vries&sort=created&dir=desc&page=4&size=50");
    expect(parse(search.slice(1))).toEqual(query);
    expect(tableQuerySearch({ ...parse("", NEWEST_FIRST), page: 2 }, NEWEST_FIRST)).toBe("?page=2");
  });
});
