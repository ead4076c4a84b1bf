/**
 * The sandbox widget's collection sites: a small made-up list of plausible US clinics, each with its zip code and
 * coordinates, and the zip codes a tester can search from. Distances are computed from the coordinates, in miles
 * as US collection-site searches show them.
 */
import type { RegistrationCheck } from '../../../domain/provider-status';

export interface CollectionSite {
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  /** The checks the site collects for. */
  services: readonly RegistrationCheck[];
}

export interface ZipArea {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const BOTH = ['drug_screening', 'occupational_health'] as const;
const DRUG_ONLY = ['drug_screening'] as const;

export const COLLECTION_SITES: readonly CollectionSite[] = [
  { id: 'NY-0142', name: 'Midtown Occupational Health Clinic', street: '350 W 34th St, Suite 4', city: 'New York', state: 'NY', zip: '10001', latitude: 40.7526, longitude: -73.9961, services: BOTH },
  { id: 'NY-0217', name: 'Murray Hill Collection Center', street: '12 E 37th St', city: 'New York', state: 'NY', zip: '10016', latitude: 40.7494, longitude: -73.9823, services: DRUG_ONLY },
  { id: 'NY-0388', name: 'Brooklyn Heights Lab Services', street: '142 Court St', city: 'Brooklyn', state: 'NY', zip: '11201', latitude: 40.6885, longitude: -73.9924, services: BOTH },
  { id: 'NJ-0051', name: 'Harbor Point Workplace Testing', street: '95 Christopher Columbus Dr', city: 'Jersey City', state: 'NJ', zip: '07302', latitude: 40.7177, longitude: -74.0431, services: DRUG_ONLY },
  { id: 'IL-0310', name: 'Loop Employer Health Services', street: '200 N Michigan Ave, Floor 2', city: 'Chicago', state: 'IL', zip: '60601', latitude: 41.8860, longitude: -87.6244, services: BOTH },
  { id: 'IL-0466', name: 'Lincoln Park Collection Site', street: '2400 N Clark St', city: 'Chicago', state: 'IL', zip: '60614', latitude: 41.9258, longitude: -87.6408, services: DRUG_ONLY },
  { id: 'IL-0502', name: 'North Shore Occupational Medicine', street: '1720 Sherman Ave', city: 'Evanston', state: 'IL', zip: '60201', latitude: 42.0480, longitude: -87.6826, services: BOTH },
  { id: 'TX-0733', name: 'Capitol Drug Testing Center', street: '815 Brazos St', city: 'Austin', state: 'TX', zip: '78701', latitude: 30.2695, longitude: -97.7404, services: DRUG_ONLY },
  { id: 'TX-0790', name: 'Cedar Park Work Health', street: '1401 Medical Pkwy', city: 'Cedar Park', state: 'TX', zip: '78613', latitude: 30.5113, longitude: -97.8163, services: BOTH },
  { id: 'CO-0120', name: 'LoDo Employment Screening', street: '1600 Wynkoop St', city: 'Denver', state: 'CO', zip: '80202', latitude: 39.7527, longitude: -104.9997, services: BOTH },
  { id: 'GA-0215', name: 'Peachtree Collection Services', street: '191 Peachtree St NE', city: 'Atlanta', state: 'GA', zip: '30303', latitude: 33.7590, longitude: -84.3870, services: DRUG_ONLY },
  { id: 'CA-0904', name: 'SoMa Occupational Health', street: '1160 Mission St', city: 'San Francisco', state: 'CA', zip: '94103', latitude: 37.7786, longitude: -122.4110, services: BOTH },
  { id: 'CA-0961', name: 'Oakland Workplace Clinic', street: '505 14th St', city: 'Oakland', state: 'CA', zip: '94612', latitude: 37.8045, longitude: -122.2712, services: DRUG_ONLY },
  { id: 'WA-0318', name: 'Pike Street Employer Testing', street: '1501 4th Ave', city: 'Seattle', state: 'WA', zip: '98101', latitude: 47.6105, longitude: -122.3365, services: BOTH },
];

export const ZIP_AREAS: readonly ZipArea[] = [
  { zip: '10001', city: 'New York', state: 'NY', latitude: 40.7506, longitude: -73.9972 },
  { zip: '10016', city: 'New York', state: 'NY', latitude: 40.7459, longitude: -73.9781 },
  { zip: '11201', city: 'Brooklyn', state: 'NY', latitude: 40.6940, longitude: -73.9903 },
  { zip: '07302', city: 'Jersey City', state: 'NJ', latitude: 40.7195, longitude: -74.0467 },
  { zip: '10601', city: 'White Plains', state: 'NY', latitude: 41.0330, longitude: -73.7650 },
  { zip: '60601', city: 'Chicago', state: 'IL', latitude: 41.8858, longitude: -87.6181 },
  { zip: '60614', city: 'Chicago', state: 'IL', latitude: 41.9227, longitude: -87.6533 },
  { zip: '60201', city: 'Evanston', state: 'IL', latitude: 42.0464, longitude: -87.6931 },
  { zip: '78701', city: 'Austin', state: 'TX', latitude: 30.2711, longitude: -97.7437 },
  { zip: '78613', city: 'Cedar Park', state: 'TX', latitude: 30.5052, longitude: -97.8203 },
  { zip: '80202', city: 'Denver', state: 'CO', latitude: 39.7530, longitude: -104.9990 },
  { zip: '30303', city: 'Atlanta', state: 'GA', latitude: 33.7525, longitude: -84.3915 },
  { zip: '94103', city: 'San Francisco', state: 'CA', latitude: 37.7725, longitude: -122.4147 },
  { zip: '94612', city: 'Oakland', state: 'CA', latitude: 37.8085, longitude: -122.2697 },
  { zip: '98101', city: 'Seattle', state: 'WA', latitude: 47.6101, longitude: -122.3344 },
];

/** The distances a search offers, in miles. */
export const SEARCH_DISTANCES_MILES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_SEARCH_DISTANCE_MILES = 25;

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in miles (the haversine formula). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

export interface SiteFound {
  site: CollectionSite;
  miles: number;
}

/** The sites collecting for the check within `miles` of the zip code, nearest first; null for an unknown zip code. */
export function sitesNear(zip: string, miles: number, check: RegistrationCheck): SiteFound[] | null {
  const area = ZIP_AREAS.find((candidate) => candidate.zip === zip);
  if (!area) return null;
  return COLLECTION_SITES.filter((site) => site.services.includes(check))
    .map((site) => ({ site, miles: milesBetween(area, site) }))
    .filter((found) => found.miles <= miles)
    .sort((a, b) => a.miles - b.miles);
}
