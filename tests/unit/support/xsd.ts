// XSD validation for tests (the published SEPA schemas, copied into tests/fixtures/standards),
// with xmllint-wasm: libxml2 compiled to WebAssembly, so it runs the same on every machine
// without a system package.
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

/** One list of error lines per document; empty when the document is valid. */
export async function validateAgainstXsd(schemaPath: string, documents: string[]): Promise<string[][]> {
  const schema = readFileSync(schemaPath, "utf8");
  return Promise.all(
    documents.map(async (contents) => {
      const result = await validateXML({ xml: [{ fileName: "document.xml", contents }], schema: [schema] });
      return result.valid ? [] : result.errors.map((error) => error.rawMessage);
    }),
  );
}
