import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { NotFoundRoute } from '@/app/routes/not-found';

describe('NotFoundRoute', () => {
  it('says the page does not exist and leads home', () => {
    renderScreen(<NotFoundRoute />);
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });
});
