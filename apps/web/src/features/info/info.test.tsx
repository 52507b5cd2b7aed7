import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import AboutPage from './about-page.tsx';
import CancellationRefundsPage from './cancellation-refunds-page.tsx';
import FaqPage from './faq-page.tsx';
import ShippingPage from './shipping-page.tsx';
import TeamPage from './team-page.tsx';
import TermsPage from './terms-page.tsx';

const settings = {
  brandName: 'OrbitHub',
  chatNumber: '919111111111',
  contactEmail: 'crew@orbithub.example',
  socialLink: 'https://www.instagram.com/orbithub',
  freeShippingThreshold: 100,
  shippingFee: 15,
};

// The network boundary: only the public settings are fetched by these pages.
beforeEach(() => {
  mockApi({ 'GET /settings/public': ok(settings) });
});
afterEach(() => vi.unstubAllGlobals());

describe('FAQ', () => {
  it("has four collapsed questions, each the browser's own disclosure", () => {
    renderPage(FaqPage);
    // details and summary open and close by themselves (tap, Enter, Space) before hydration and without
    // script: e2e/storefront-impatient.spec.ts opens them in Chromium.
    const questions = [...document.querySelectorAll('details')];
    expect(questions).toHaveLength(4);
    expect(questions.every((q) => !q.open)).toBe(true);
    const lifespan = questions.find((q) => q.querySelector('summary')?.textContent === 'How long does a pod last?');
    expect(lifespan?.querySelector('summary h2')).toBeInTheDocument();
    expect(lifespan).toHaveTextContent('15-20 years');
  });
});

describe('about and team', () => {
  it('uses the brand name from the public settings and links to the team', async () => {
    renderPage(AboutPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'About OrbitHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meet the Team' })).toHaveAttribute('href', '/team');
  });

  it('shows four members with photo, name and role', () => {
    renderPage(TeamPage);
    const photos = screen.getAllByRole('img', { name: /^Portrait of / });
    expect(photos).toHaveLength(4);
    for (const photo of photos) expect(photo.getAttribute('src')).toMatch(/^\/team\/.+\.svg$/);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });
});

describe('policies', () => {
  it('state the cancellation, refund, processing and shipping facts', async () => {
    renderPage(CancellationRefundsPage);
    expect(document.body).toHaveTextContent('within 24 hours of placing it for a full refund');
    expect(document.body).toHaveTextContent('processed within 7 business days');
    expect(await screen.findByRole('link', { name: 'crew@orbithub.example' })).toHaveAttribute(
      'href',
      'mailto:crew@orbithub.example',
    );
  });

  it('shipping: 7-8 business days, standard and express, charges at checkout', () => {
    renderPage(ShippingPage);
    expect(document.body).toHaveTextContent('processed in 7-8 business days');
    expect(document.body).toHaveTextContent('Standard shipping');
    expect(document.body).toHaveTextContent('Express shipping');
    expect(document.body).toHaveTextContent('computed at checkout');
  });

  it('terms repeat the order facts', () => {
    renderPage(TermsPage);
    expect(document.body).toHaveTextContent('within 24 hours');
    expect(document.body).toHaveTextContent('7-8 business days');
  });
});
