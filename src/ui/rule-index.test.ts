import { describe, expect, it } from 'vitest';
import { candidates, indexRules, namesOfAttributeChange, splitSelectorList } from './rule-index.ts';

describe('splitSelectorList', () => {
  it('splits at the commas of the list only', () => {
    expect(splitSelectorList('a, .b :is(h2, h3), [title="x, y"]')).toEqual(['a', '.b :is(h2, h3)', '[title="x, y"]']);
  });
});

describe('indexRules', () => {
  it('keeps each selector without its states, under every name it matches by', () => {
    const index = indexRules(['.drawer.is-open > .panel:hover', 'dialog[open]::backdrop', '.news-card :is(h2, h3) a:focus-visible']);
    expect(index.byName.get('.is-open')).toEqual(['.drawer.is-open > .panel']);
    expect(index.byName.get('.panel')).toEqual(['.drawer.is-open > .panel']);
    expect(index.byName.get('[open')).toEqual(['dialog[open]']);
    expect(index.byName.get('dialog')).toEqual(['dialog[open]']);
    // A compound that is only a state becomes any element; the names inside :is() count.
    expect(index.byName.get('h2')).toEqual(['.news-card * a']);
    expect(index.byName.get('a')).toEqual(['.news-card * a']);
    expect(index.nameless).toEqual([]);
    expect(index.all).toEqual(['.drawer.is-open > .panel', 'dialog[open]', '.news-card * a']);
  });

  it('keeps quoted and escaped text as it is', () => {
    const index = indexRules(['a[href^="tel:"]:hover', '.w-1\\:2']);
    expect(index.byName.get('[href')).toEqual(['a[href^="tel:"]']);
    expect([...index.byName.values()].flat()).toContain('.w-1\\:2');
  });

  it('sets apart the selectors that any added element, or a removal, may complete', () => {
    const index = indexRules(['.tabs > :first-child', '.step + .step', '.a ~ .b']);
    expect(index.nameless).toEqual(['.tabs > *']);
    expect(index.adjacent).toEqual(['.step + .step']);
    expect(index.byName.get('.b')).toEqual(['.a ~ .b']);
  });
});

describe('candidates', () => {
  const index = indexRules(['.drawer .item', '.toast', 'ul > :last-child']);

  it('are the selectors naming what came, and for an element added those that name nothing somewhere', () => {
    expect([...candidates(index, ['.item', 'li'], true)]).toEqual(['ul > *', '.drawer .item']);
    expect([...candidates(index, ['.toast'], false)]).toEqual(['.toast']);
    expect([...candidates(index, ['.unknown', 'span'], false)]).toEqual([]);
  });
});

describe('namesOfAttributeChange', () => {
  it('brings the classes added, the attribute set or changed, and nothing for a removal or the same value', () => {
    expect(namesOfAttributeChange('class', 'card', 'card is-open')).toEqual(['.is-open']);
    expect(namesOfAttributeChange('class', 'card is-open', 'card')).toEqual([]);
    expect(namesOfAttributeChange('open', null, '')).toEqual(['[open']);
    expect(namesOfAttributeChange('aria-expanded', 'false', 'true')).toEqual(['[aria-expanded']);
    expect(namesOfAttributeChange('hidden', '', null)).toEqual([]);
    expect(namesOfAttributeChange('lang', 'fa', 'fa')).toEqual([]);
    expect(namesOfAttributeChange('id', null, 'x')).toEqual(['#x', '[id']);
  });
});
