import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What a partner's editor shows: the hooks' records by name (`Property[]`), and an error that names
 * the type, not a 20-field object literal. Checked with the compiler on a probe file beside the tests.
 */
const probePath = fileURLToPath(new URL('./type-names.probe.ts', import.meta.url));
const PROBE = `
import { usePropertyListing, useProperty, useReels, useMyProfile, useChat, useChatUsers } from '../src/react/index.js';
import type { Property } from '../src/index.js';
export const listing = () => usePropertyListing({}).properties;
export const details = () => useProperty('x').property;
export const reels = () => useReels().reels;
export const profile = () => useMyProfile().profile;
export const messages = () => useChat('x').messages;
export const partners = () => useChatUsers().users;
export const wrong: Property = { title: 'A house' };
`;

function compileProbe() {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => (file === probePath ? ts.createSourceFile(file, PROBE, language) : read(file, language, ...rest));
  host.fileExists = ((exists) => (file: string) => file === probePath || exists(file))(host.fileExists.bind(host));
  const program = ts.createProgram([probePath], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probePath)!;
  const returned = new Map<string, string>();
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const declaration = node.declarationList.declarations[0]!;
    const type = checker.getTypeAtLocation(declaration.name);
    const signature = type.getCallSignatures()[0];
    if (signature) returned.set(declaration.name.getText(source), checker.typeToString(signature.getReturnType()));
  });
  const errors = ts.getPreEmitDiagnostics(program, source).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { returned, errors };
}

describe('the API types in a partner editor', () => {
  const { returned, errors } = compileProbe();

  it('show by name in hovers', () => {
    expect(Object.fromEntries(returned)).toEqual({
      listing: 'Property[]',
      details: 'PropertyDetail | undefined',
      reels: 'Reel[]',
      profile: 'Profile | undefined',
      messages: 'readonly ChatListMessage[]',
      partners: 'ChatPartner[]',
    });
  });

  it("name the type in an error, not its fields", () => {
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/type 'Property'/);
    expect(errors[0]!.length).toBeLessThan(300);
  });
}, 60_000);
