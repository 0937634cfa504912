// Names and places for stores and members. Phone numbers use the 555-01xx block reserved for fiction.

/** A comma-separated list written as text, so the formatter keeps it compact. */
const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export const FIRST_NAMES = words(`
  James, Maria, Robert, Jennifer, Michael, Linda, David, Patricia, Daniel, Elizabeth, Jose, Susan,
  Kevin, Jessica, Brian, Sarah, Carlos, Karen, Anthony, Nancy, Marcus, Lisa, Andre, Ashley, Tyler,
  Emily, Luis, Michelle, Jason, Amanda, Ryan, Melissa, Eric, Stephanie, Jacob, Rebecca, Nathan,
  Laura, Samuel, Angela, Trevor, Priya, Omar, Mei, Diego, Aisha, Ethan, Grace, Hector, Olivia, Jamal,
  Sofia, Victor, Hannah, Derek, Chloe, Raj, Natalie, Terrell, Vanessa
`);

export const LAST_NAMES = words(`
  Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, Hernandez,
  Lopez, Gonzalez, Wilson, Anderson, Thomas, Taylor, Moore, Jackson, Martin, Lee, Perez, Thompson,
  White, Harris, Sanchez, Clark, Ramirez, Lewis, Robinson, Walker, Young, Allen, King, Wright, Scott,
  Torres, Nguyen, Hill, Flores, Green, Adams, Nelson, Baker, Hall, Rivera, Campbell, Mitchell,
  Carter, Patel, Kim, Chen, Reyes, Brooks, Foster, Bennett, Hughes, Price, Sullivan, Russell
`);

/** [city, state, zip, area code, neighbourhood] */
export const CITIES: readonly (readonly [string, string, string, string, string])[] = [
  ['Austin', 'TX', '78701', '512', 'Downtown'],
  ['Houston', 'TX', '77002', '713', 'Midtown'],
  ['Dallas', 'TX', '75201', '214', 'Uptown'],
  ['San Antonio', 'TX', '78205', '210', 'Riverwalk'],
  ['Phoenix', 'AZ', '85004', '602', 'Roosevelt Row'],
  ['Tucson', 'AZ', '85701', '520', 'Fourth Avenue'],
  ['Denver', 'CO', '80202', '303', 'LoDo'],
  ['Salt Lake City', 'UT', '84101', '801', 'Sugar House'],
  ['Las Vegas', 'NV', '89101', '702', 'Summerlin'],
  ['Los Angeles', 'CA', '90012', '213', 'Koreatown'],
  ['San Diego', 'CA', '92101', '619', 'Gaslamp'],
  ['San Jose', 'CA', '95113', '408', 'Willow Glen'],
  ['Sacramento', 'CA', '95814', '916', 'Midtown'],
  ['Portland', 'OR', '97204', '503', 'Pearl District'],
  ['Seattle', 'WA', '98101', '206', 'Capitol Hill'],
  ['Boise', 'ID', '83702', '208', 'North End'],
  ['Minneapolis', 'MN', '55401', '612', 'Uptown'],
  ['Chicago', 'IL', '60601', '312', 'Wicker Park'],
  ['Milwaukee', 'WI', '53202', '414', 'Third Ward'],
  ['Detroit', 'MI', '48226', '313', 'Corktown'],
  ['Columbus', 'OH', '43215', '614', 'Short North'],
  ['Cleveland', 'OH', '44113', '216', 'Ohio City'],
  ['Indianapolis', 'IN', '46204', '317', 'Fountain Square'],
  ['St. Louis', 'MO', '63101', '314', 'Soulard'],
  ['Kansas City', 'MO', '64105', '816', 'Crossroads'],
  ['Nashville', 'TN', '37203', '615', 'The Gulch'],
  ['Memphis', 'TN', '38103', '901', 'Midtown'],
  ['Atlanta', 'GA', '30303', '404', 'Buckhead'],
  ['Charlotte', 'NC', '28202', '704', 'South End'],
  ['Raleigh', 'NC', '27601', '919', 'Glenwood South'],
  ['Orlando', 'FL', '32801', '407', 'Thornton Park'],
  ['Tampa', 'FL', '33602', '813', 'Ybor City'],
  ['Miami', 'FL', '33130', '305', 'Brickell'],
  ['Jacksonville', 'FL', '32202', '904', 'Riverside'],
  ['New Orleans', 'LA', '70112', '504', 'Mid-City'],
  ['Philadelphia', 'PA', '19107', '215', 'Fishtown'],
  ['Pittsburgh', 'PA', '15222', '412', 'Lawrenceville'],
  ['Baltimore', 'MD', '21202', '410', 'Fells Point'],
  ['Richmond', 'VA', '23219', '804', 'The Fan'],
  ['Brooklyn', 'NY', '11201', '718', 'Park Slope'],
  ['Buffalo', 'NY', '14202', '716', 'Elmwood'],
  ['Boston', 'MA', '02108', '617', 'Back Bay'],
  ['Providence', 'RI', '02903', '401', 'Federal Hill'],
  ['Newark', 'NJ', '07102', '973', 'Ironbound'],
  ['Albuquerque', 'NM', '87102', '505', 'Nob Hill'],
  ['Oklahoma City', 'OK', '73102', '405', 'Bricktown'],
  ['Omaha', 'NE', '68102', '402', 'Old Market'],
  ['Louisville', 'KY', '40202', '502', 'Highlands'],
];

export const STREETS = words(`
  Main St, Congress Ave, Market St, Broadway, Elm St, Oak Ave, Washington Blvd, Lincoln Ave,
  Maple Dr, Park Ave, Commerce St, Cedar Ln, Highland Ave, Jefferson St, Riverside Dr, Sunset Blvd,
  Franklin St, Pine St, Lakeview Rd, Center St
`);

export const STORE_SUFFIXES = words(`
  Phone Repair, Mobile Fix, Device Clinic, Repair Center, Tech Repair, Wireless Repair,
  Screen Doctors, Fix Lab
`);
