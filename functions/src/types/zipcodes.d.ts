// The part of the `zipcodes` package (it ships no types) the service area reads.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string
    latitude: number
    longitude: number
    city: string
    state: string
    country: string
  }
  export function lookup(zip: string | number): ZipCodeRecord | undefined
}
