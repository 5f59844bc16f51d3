// XSD validation for tests, with whichever validator this machine has: the xmllint-wasm
// package, the xmllint program (Debian libxml2-utils), or a JDK (XsdValidate.java). None of
// them is a dependency yet, so a test using this skips when `findXsdValidator()` is null.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type XsdValidator = {
  name: string;
  /** One list of error lines per document; empty when the document is valid. */
  validate(schemaPath: string, documents: string[]): Promise<string[][]>;
};

const runs = (command: string, args: string[]) => spawnSync(command, args, { encoding: "utf8" }).status === 0;

function withFiles<T>(documents: string[], action: (files: string[]) => T): T {
  const directory = mkdtempSync(path.join(tmpdir(), "xsd-"));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(directory, `document-${index}.xml`);
      writeFileSync(file, document);
      return file;
    });
    return action(files);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export async function findXsdValidator(): Promise<XsdValidator | null> {
  try {
    const name = "xmllint-wasm"; // a variable, so type checking does not need the package
    const { validateXML } = (await import(/* @vite-ignore */ name)) as {
      validateXML(options: { xml: { fileName: string; contents: string }[]; schema: string[] }): Promise<{ valid: boolean; errors: { rawMessage: string }[] }>;
    };
    return {
      name,
      async validate(schemaPath, documents) {
        const schema = readFileSync(schemaPath, "utf8");
        return Promise.all(
          documents.map(async (contents) => {
            const result = await validateXML({ xml: [{ fileName: "document.xml", contents }], schema: [schema] });
            return result.valid ? [] : result.errors.map((error) => error.rawMessage);
          }),
        );
      },
    };
  } catch {
    // not installed
  }
  if (runs("xmllint", ["--version"])) {
    return {
      name: "xmllint",
      async validate(schemaPath, documents) {
        return withFiles(documents, (files) =>
          files.map((file) => {
            const result = spawnSync("xmllint", ["--noout", "--nonet", "--schema", schemaPath, file], { encoding: "utf8" });
            return result.status === 0 ? [] : result.stderr.split("\n").filter((line) => line && !line.endsWith("validates"));
          }),
        );
      },
    };
  }
  const javaValidator = path.resolve("tests/unit/support/XsdValidate.java");
  if (runs("java", ["--version"]) && runs("javac", ["--version"])) {
    return {
      name: "java",
      async validate(schemaPath, documents) {
        return withFiles(documents, (files) => {
          const result = spawnSync("java", [javaValidator, schemaPath, ...files], { encoding: "utf8" });
          if (result.status !== 0 && result.status !== 1) return files.map(() => [`java failed: ${result.stderr}`]);
          const lines = result.stdout.split("\n").filter(Boolean);
          return files.map((file) => lines.filter((line) => line.startsWith(`${file}:`)));
        });
      },
    };
  }
  return null;
}
