import { describe, expect, it } from 'vitest';

import { areasText, fillTemplate, templateProblems, type TemplateText } from './page-template';

const template: TemplateText = {
  h1_title: 'SEO Services in {city}',
  meta_title: 'SEO in {city}, {state}',
  meta_description: 'Search engine optimisation for businesses in {city} and {areas}.',
  intro_paragraph: 'Customers in {areas} search before they buy. We help {city} firms be found.',
  services_offered: [
    { title: 'Local SEO in {city}', description: 'Maps and reviews across {state}.' },
  ],
  faq: [{ question: 'Do you work in {city}?', answer: 'Yes, across {areas}.' }],
};

describe('fillTemplate', () => {
  it('names the city, its state and its nearby areas in every field', () => {
    const page = fillTemplate(template, {
      city: 'Pune',
      state: 'Maharashtra',
      areas: 'Baner, Kothrud,Hinjewadi',
    });
    expect(page.h1_title).toBe('SEO Services in Pune');
    expect(page.meta_title).toBe('SEO in Pune, Maharashtra');
    expect(page.intro_paragraph).toBe(
      'Customers in Baner, Kothrud and Hinjewadi search before they buy. We help Pune firms be found.',
    );
    expect(page.services_offered[0]).toEqual({
      title: 'Local SEO in Pune',
      description: 'Maps and reviews across Maharashtra.',
    });
    expect(page.faq[0]!.answer).toBe('Yes, across Baner, Kothrud and Hinjewadi.');
    expect(page.testimonials).toEqual([]);
  });

  it('reads a city without nearby areas as the city itself', () => {
    expect(areasText('', 'Nashik')).toBe('Nashik');
    expect(areasText(' Panchavati ', 'Nashik')).toBe('Panchavati');
  });
});

describe('templateProblems', () => {
  it('asks for {city} in the heading, meta title and introduction, and refuses made-up placeholders', () => {
    expect(templateProblems(template)).toEqual({});
    expect(
      templateProblems({
        ...template,
        h1_title: 'SEO Services',
        faq: [{ question: 'In {town}?', answer: 'Yes.' }],
      }),
    ).toEqual({
      h1_title: 'Name the city in the heading with {city}',
      'faq.0.question': '{town} is not a placeholder: use {city}, {state} or {areas}',
    });
  });
});
