// Where each seeded city is: a city page's Service names its city with these coordinates, to the
// 5 decimal places Google asks for (none may end in 0, which JSON would drop).

export const cityCoordinates: Readonly<Record<string, { latitude: number; longitude: number }>> = {
  mumbai: { latitude: 19.07609, longitude: 72.87766 },
  delhi: { latitude: 28.70406, longitude: 77.10249 },
  bengaluru: { latitude: 12.97159, longitude: 77.59456 },
  chennai: { latitude: 13.08268, longitude: 80.27072 },
  hyderabad: { latitude: 17.38504, longitude: 78.48667 },
  kolkata: { latitude: 22.57265, longitude: 88.36389 },
  pune: { latitude: 18.52043, longitude: 73.85674 },
  jaipur: { latitude: 26.91243, longitude: 75.78727 },
  ahmedabad: { latitude: 23.02258, longitude: 72.57136 },
  surat: { latitude: 21.17024, longitude: 72.83106 },
};
