import { ModuleKind, ModuleResolutionKind, Project, ScriptTarget } from "ts-morph";
import type { GeneratedFile } from "../emit/emitter.js";

/**
 * Compiles the package's TypeScript (`src/`) to JavaScript and declarations (`dist/`) in memory, with
 * the TypeScript that ts-morph carries, so that consumers import it with no build step of their own.
 */
export function compilePackage(files: GeneratedFile[]): GeneratedFile[] {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      target: ScriptTarget.ES2022,
      module: ModuleKind.NodeNext,
      moduleResolution: ModuleResolutionKind.NodeNext,
      strict: true,
      declaration: true,
      rootDir: "/src",
      outDir: "/dist",
      newLine: 1,
      removeComments: false,
      skipLibCheck: true,
      types: [],
      lib: ["lib.es2022.d.ts"],
    },
  });
  project.getFileSystem().writeFileSync("/package.json", JSON.stringify({ type: "module" }));
  for (const file of files.filter((candidate) => candidate.path.startsWith("src/") && candidate.path.endsWith(".ts"))) {
    project.createSourceFile(`/${file.path}`, file.contents, { overwrite: true });
  }
  const problems = project.getPreEmitDiagnostics();
  if (problems.length > 0)
    throw new Error(`generated code does not compile:\n${project.formatDiagnosticsWithColorAndContext(problems.slice(0, 20))}`);
  const result = project.emitToMemory();
  return result.getFiles().map((file) => ({ path: file.filePath.replace(/^\//, ""), contents: file.text }));
}
