import { describe, expect, it } from 'vitest';
import { clashingChoices, skiWizardConflicts } from './ski-compatibility.js';

const ski = (norm: string) => ({ norm, fits: [] });
const binding = (...fits: string[]) => ({ norm: fits[0] ?? '', fits });

describe('skiWizardConflicts (catalogue §5 ski wizard compatibility)', () => {
  it('finds nothing to clash with before anything is chosen', () => {
    expect(skiWizardConflicts('skis', ski('alpine'), {})).toEqual([]);
    expect(skiWizardConflicts('bindings', binding('alpine'), {})).toEqual([]);
    expect(skiWizardConflicts('boots', ski('junior'), {})).toEqual([]);
  });

  it('marks skis and boots the chosen bindings do not list', () => {
    const choices = { bindings: binding('alpine', 'alpine-walk') };
    expect(skiWizardConflicts('skis', ski('alpine'), choices)).toEqual([]);
    expect(skiWizardConflicts('skis', ski('junior'), choices)).toEqual(['bindings']);
    expect(skiWizardConflicts('boots', ski('alpine-walk'), choices)).toEqual([]);
    expect(skiWizardConflicts('boots', ski('junior'), choices)).toEqual(['bindings']);
  });

  it('marks bindings that do not list the chosen skis or the chosen boots', () => {
    const choices = { skis: ski('nordic-classic'), boots: ski('nordic-boot') };
    expect(
      skiWizardConflicts('bindings', binding('nordic-classic', 'nordic-boot'), choices),
    ).toEqual([]);
    expect(skiWizardConflicts('bindings', binding('nordic-skate', 'nordic-boot'), choices)).toEqual(
      ['skis'],
    );
    expect(skiWizardConflicts('bindings', binding('nordic-skate'), choices)).toEqual([
      'skis',
      'boots',
    ]);
  });

  it('never lets a product clash with the choice of its own group, which it would replace', () => {
    const choices = { skis: ski('alpine'), bindings: binding('alpine') };
    expect(skiWizardConflicts('bindings', binding('junior'), choices)).toEqual(['skis']);
    expect(skiWizardConflicts('skis', ski('junior'), { skis: ski('alpine') })).toEqual([]);
  });
});

describe('clashingChoices', () => {
  it('names the binding and what it does not take', () => {
    expect(clashingChoices({ skis: ski('alpine'), bindings: binding('alpine') })).toEqual([]);
    expect(
      clashingChoices({ skis: ski('junior'), boots: ski('alpine'), bindings: binding('alpine') }),
    ).toEqual(['bindings', 'skis']);
    expect(clashingChoices({ skis: ski('junior'), boots: ski('junior') })).toEqual([]);
  });
});
