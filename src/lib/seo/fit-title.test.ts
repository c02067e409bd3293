import { describe, expect, it } from 'vitest';

import { cityProfiles } from '@/server/db/seed/data/cities';
import { cityPageWriters } from '@/server/db/seed/data/city-pages';

import { fitCityPageTitle } from './fit-title';
import { TITLE_MAX } from './metadata';

// Fifty of India's longest city names, with their states: every seeded title shape must fit.
const longCities: Array<[string, string]> = [
  ['Chhatrapati Sambhajinagar', 'Maharashtra'],
  ['Thiruvananthapuram', 'Kerala'],
  ['Sri Ganganagar', 'Rajasthan'],
  ['Tiruchirappalli', 'Tamil Nadu'],
  ['Visakhapatnam', 'Andhra Pradesh'],
  ['Pimpri-Chinchwad', 'Maharashtra'],
  ['Dharmavaram', 'Andhra Pradesh'],
  ['Bhubaneswar', 'Odisha'],
  ['Mangaluru', 'Karnataka'],
  ['Kanchipuram', 'Tamil Nadu'],
  ['Rajahmundry', 'Andhra Pradesh'],
  ['Machilipatnam', 'Andhra Pradesh'],
  ['Bhimavaram', 'Andhra Pradesh'],
  ['Muzaffarnagar', 'Uttar Pradesh'],
  ['Muzaffarpur', 'Bihar'],
  ['Shivamogga', 'Karnataka'],
  ['Chandrapur', 'Maharashtra'],
  ['Ichalkaranji', 'Maharashtra'],
  ['Bahadurgarh', 'Haryana'],
  ['Hoshangabad', 'Madhya Pradesh'],
  ['Jalpaiguri', 'West Bengal'],
  ['Bidhannagar', 'West Bengal'],
  ['Thoothukudi', 'Tamil Nadu'],
  ['Tiruvannamalai', 'Tamil Nadu'],
  ['Kumbakonam', 'Tamil Nadu'],
  ['Nagercoil', 'Tamil Nadu'],
  ['Pudukkottai', 'Tamil Nadu'],
  ['Kalaburagi', 'Karnataka'],
  ['Chikkamagaluru', 'Karnataka'],
  ['Bhagalpur', 'Bihar'],
  ['Bulandshahr', 'Uttar Pradesh'],
  ['Farrukhabad', 'Uttar Pradesh'],
  ['Shahjahanpur', 'Uttar Pradesh'],
  ['Lakhimpur Kheri', 'Uttar Pradesh'],
  ['Sultanpur', 'Uttar Pradesh'],
  ['Mahbubnagar', 'Telangana'],
  ['Karimnagar', 'Telangana'],
  ['Ramagundam', 'Telangana'],
  ['Kothagudem', 'Telangana'],
  ['Srikakulam', 'Andhra Pradesh'],
  ['Vizianagaram', 'Andhra Pradesh'],
  ['Anantapur', 'Andhra Pradesh'],
  ['Proddatur', 'Andhra Pradesh'],
  ['Hanumangarh', 'Rajasthan'],
  ['Chittorgarh', 'Rajasthan'],
  ['Sawai Madhopur', 'Rajasthan'],
  ['Navi Mumbai', 'Maharashtra'],
  ['Port Blair', 'Andaman and Nicobar Islands'],
  ['Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['Jhunjhunu', 'Rajasthan'],
];
const brands = ['RankSutra Digital', 'RankSutra'];

describe('fitCityPageTitle', () => {
  it('keeps a title that fits as written', () => {
    expect(
      fitCityPageTitle('SEO Services in Pune, Maharashtra | RankSutra', 'Maharashtra', brands),
    ).toBe('SEO Services in Pune, Maharashtra | RankSutra');
  });

  it('drops the brand, then "Services", then the state, then what follows the first " | "', () => {
    const state = 'Maharashtra';
    expect(
      fitCityPageTitle(
        'Local SEO Services in Pimpri-Chinchwad, Maharashtra | RankSutra',
        state,
        brands,
      ),
    ).toBe('Local SEO Services in Pimpri-Chinchwad, Maharashtra');
    expect(
      fitCityPageTitle(
        'E-commerce SEO Services in Chhatrapati Sambhajinagar, Maharashtra | RankSutra',
        state,
        brands,
      ),
    ).toBe('E-commerce SEO in Chhatrapati Sambhajinagar, Maharashtra');
    expect(
      fitCityPageTitle(
        'PPC Agency in Chhatrapati Sambhajinagar | Google Ads Management | RankSutra',
        state,
        brands,
      ),
    ).toBe('PPC Agency in Chhatrapati Sambhajinagar');
  });

  it('fits every seeded title shape for fifty of the longest city names, naming the city', () => {
    const model = cityProfiles[0]!;
    for (const [name, state] of longCities)
      for (const write of Object.values(cityPageWriters)) {
        const title = fitCityPageTitle(write({ ...model, name, state }).meta_title, state, brands);
        expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
        expect(title, title).toContain(name);
      }
  });
});
