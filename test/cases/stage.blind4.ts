// Fourth blind stage set (issue 18): [status, decision, appeal decision, stage] for the records selected for
// descriptions.blind4.ts (same rows, same order, including the 25 left out there), strings verbatim, labelled from
// spec 3.1 and docs/normalise.md before the first run. Source: Sanjay1345/dc-planning-tracker
// data/applications.csv at commit 04bd7f596fecc3c3d98e36ee544a461994858342 (see descriptions.blind4.ts). status is
// PlanIt's app_state (Permitted, Conditions, Rejected, Withdrawn, Undecided, Unresolved or blank), not council
// wording; decision is the council's own decision wording as PlanIt carries it (EIA and consultation outcomes,
// "Discharge Partially Agreed", "Draft Decision Waiting Legal Agreement", Welsh and English pairs, ...).
// Labelling choices: an EIA screening or scoping outcome is decided; a consultee's "No Objection" / "No Comments
// Made"
// / "No observations" is approved, its "Objection" refused, its "Advice (Given)" or "Response issued" decided; a
// proposal of application notice accepted or agreed is other (a notice taking no decision); a decision awaiting a
// legal agreement is pending; "Approved by Secretary of State" is other (decided by another authority); an LDO
// ruling "Permission required" is refused.
// Rows: 349 of the 358 selected (approved 170, pending 100, decided 45, withdrawn 21, refused 8, other 5). Left out
// as ambiguous
// (9): "Discharge of Condition Decision Released" (outcome not given, status Conditions), "Unresolved" /
// "No decision recorded" x2, "Comments" on a proposal of application notice x3, "Approved with Conditions" on a
// pre-application record, "No Objection" on a scoping request, "View".
import type { StageCase } from './types.js';

export const STAGE_BLIND4: StageCase[] = [
  ['Undecided', '', '', 'pending'], // UK:Slough/SMI/2026/31
  ['Undecided', '', '', 'pending'], // UK:SouthNorfolkBroadland/2026/2957
  ['Undecided', '', '', 'pending'], // UK:Brent/26/2475
  ['Undecided', '', '', 'pending'], // UK:TowerHamlets/PA/26/01629/NC
  ['Undecided', '', '', 'pending'], // UK:Wakefield/23/00100/NMC04
  ['Undecided', '', '', 'pending'], // UK:OldOakParkRoyal/26/0155/NMAOPDC
  ['Undecided', '', '', 'pending'], // UK:Spelthorne/26/00985/MIS
  ['Undecided', '', '', 'pending'], // UK:Windsor/26/30013/SMI
  ['Undecided', '', '', 'pending'], // UK:Dumfries/26/1649/PIP
  ['Undecided', '', '', 'pending'], // UK:Windsor/26/02320/FULL
  ['Undecided', '', '', 'pending'], // UK:EppingForest/EPF/1774/26
  ['Permitted', 'No Objection adjacent LA consultation', '', 'approved'], // UK:NorthTyneside/26/01251/ADJLPA
  ['Undecided', 'Heb Benderfyniad / Not yet determined', '', 'pending'], // UK:Anglesey/GWY/2026/2
  ['Permitted', 'No objection Raised - OA', '', 'approved'], // UK:Enfield/26/03764/OA
  ['Undecided', '', '', 'pending'], // UK:NorthLanarkshire/26/01110/PPP
  ['Undecided', '', '', 'pending'], // UK:Northumberland/26/03028/REM
  ['Undecided', '', '', 'pending'], // UK:Cornwall/PA26/05845
  ['Undecided', '', '', 'pending'], // UK:Brent/26/2167
  ['Undecided', '', '', 'pending'], // UK:TestValley/26/01867/FULLN
  ['Undecided', '', '', 'pending'], // UK:Hillingdon/49261/APP/2026/2094
  ['Undecided', '', '', 'pending'], // UK:Hillingdon/67666/APP/2026/2056
  ['Rejected', 'Objection', '', 'refused'], // UK:Ealing/263227OPDCOB
  ['Undecided', '', '', 'pending'], // UK:OldOakParkRoyal/26/0135/AODOPDC
  ['Permitted', 'No Objection Raised', '', 'approved'], // UK:Brent/26/2126
  ['Undecided', '', '', 'pending'], // UK:Northumberland/26/02919/FUL
  ['Undecided', '', '', 'pending'], // UK:Hertsmere/26/1187/REM
  ['Permitted', '', '', 'approved'], // UK:Hertsmere/26/1189/ADV
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/26/06414/OA
  ['Undecided', '', '', 'pending'], // UK:Manchester/PLA-2026-001350
  ['Undecided', '', '', 'pending'], // UK:OldOakParkRoyal/26/0134/AODOPDC
  ['Undecided', 'Application is not yet decided', '', 'pending'], // UK:WhiteHorse/P26/V3497/DIS
  ['Undecided', '', '', 'pending'], // UK:Northumberland/26/02818/FUL
  ['Permitted', 'Application Permitted', '', 'approved'], // UK:Northumberland/26/02817/FUL
  ['Undecided', '', '', 'pending'], // UK:Greenwich/26/2370/EIA
  ['Permitted', 'EIA Required', '', 'decided'], // UK:Northumberland/26/02810/SCREEN
  ['Conditions', 'Approve with Conditions', '', 'approved'], // UK:Burnley/PA/2026/0315
  ['Undecided', '', '', 'pending'], // UK:SouthCambs/26/02996/SCRE
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/262984CND
  ['Permitted', 'EIA Required', '', 'decided'], // UK:Thurrock/26/00894/SCO
  ['Undecided', '', '', 'pending'], // UK:Slough/SMI/2026/20
  ['Undecided', '', '', 'pending'], // UK:SouthNorfolkBroadland/2026/2216
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/78343/APP/2026/1897
  ['Undecided', '', '', 'pending'], // UK:Hillingdon/78343/APP/2026/1899
  ['Undecided', '', '', 'pending'], // UK:Chesterfield/CHE/26/00650/DOC
  ['Permitted', 'Granted', '', 'approved'], // UK:Oldham/FUL/356595/26
  ['Undecided', '', '', 'pending'], // UK:Ealing/263006CONS
  ['Undecided', 'Heb Benderfyniad / Not yet determined', '', 'pending'], // UK:Anglesey/DIS/2026/41
  ['Undecided', '', '', 'pending'], // UK:Inverclyde/26/0136/IC
  ['Permitted', 'Accepted', '', 'approved'], // UK:EastCambridgeshire/22/00580/NMAB
  ['Permitted', 'No Objection Raised', '', 'approved'], // UK:Brent/26/1840
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/26/05748/EIASO
  ['Rejected', 'Objection Raised', '', 'refused'], // UK:Brent/26/1841
  ['Permitted', 'Approve', '', 'approved'], // UK:OldOakParkRoyal/26/0122/AODOPDC
  ['Withdrawn', 'Withdrawn', '', 'withdrawn'], // UK:Glamorgan/2023/00780/1/NMA
  ['Permitted', 'Approve', '', 'approved'], // UK:EppingForest/EPF/1344/26
  ['Permitted', 'Screening/Scoping Opinion Issued', '', 'decided'], // UK:ScottishBorders/26/01031/SCO
  ['Undecided', '', '', 'pending'], // UK:NorthLanarkshire/26/00803/MSC
  ['', '', '', 'pending'], // UK:NorthLincs/PA/SCR/2026/752
  ['Permitted', 'No Objection adjacent LA consultation', '', 'approved'], // UK:NorthTyneside/26/00944/ADJLPA
  ['Withdrawn', 'Not proceeded with', '', 'withdrawn'], // UK:Bucks/PL/26/05185/ADJ
  ['Permitted', 'EIA REQUIRED', '', 'decided'], // UK:Bromley/26/02508/EIA
  ['Permitted', 'Approved', '', 'approved'], // UK:Newport/26/0448
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/49261/APP/2026/1445
  ['Permitted', 'No Objection adjacent LA consultation', '', 'approved'], // UK:NorthTyneside/26/00806/ADJLPA
  ['Withdrawn', 'Withdraw', '', 'withdrawn'], // UK:EastCambridgeshire/22/00580/NMAA
  ['Permitted', 'EIA Not Required', '', 'decided'], // UK:NorthLanarkshire/26/00707/EIASCR
  ['Undecided', '', '', 'pending'], // UK:CentralBedfordshire/CB/26/01772/DOC
  ['Withdrawn', 'Withdrawn', '', 'withdrawn'], // UK:WhiteHorse/P26/V1969/LDD
  ['Withdrawn', 'Withdrawn', '', 'withdrawn'], // UK:WhiteHorse/P26/V1967/LDD
  ['Undecided', '', '', 'pending'], // UK:Falkirk/P/26/0237/FUL
  ['Permitted', 'Approve', '', 'approved'], // UK:Manchester/PLA-2026-000160
  ['Undecided', '', '', 'pending'], // UK:CentralBedfordshire/CB/26/01694/DOC
  ['Permitted', 'Discharge Details Agreed', '', 'approved'], // UK:WhiteHorse/P26/V1890/LDD
  ['Permitted', 'PAN Notification', '', 'other'], // UK:ScottishBorders/26/00809/PAN
  ['Conditions', 'Discharge Partially Agreed', '', 'decided'], // UK:SouthOxfordshire/P26/S1492/DIS
  ['Undecided', '', '', 'pending'], // UK:Northumberland/26/01760/REM
  ['Undecided', '', '', 'pending'], // UK:Bristol/26/12104/SCR
  ['Undecided', '', '', 'pending'], // UK:Bristol/26/12083/F
  ['Undecided', '', '', 'pending'], // UK:Rhondda/26/0404/FUL
  ['', '', '', 'pending'], // UK:Warrington/2026/00659/SCR
  ['Permitted', 'Screening', '', 'decided'], // UK:OldOakParkRoyal/26/0099/SCROPDC
  ['Undecided', '', '', 'pending'], // UK:Glasgow/26/01012/FUL
  ['Undecided', '', '', 'pending'], // UK:NorthLanarkshire/26/00595/EIASCR
  ['Permitted', 'Planning Notice Accepted', '', 'other'], // UK:Dumfries/26/0855/PAN
  ['Undecided', '', '', 'pending'], // UK:Redcar/R/2026/0337/FFM
  ['Undecided', '', '', 'pending'], // UK:Northumberland/26/01617/VARYCO
  ['Permitted', 'Planning Permission GRANTED', '', 'approved'], // UK:Doncaster/26/00873/FUL
  ['', '', '', 'pending'], // UK:Warrington/2026/00602/ADJA
  ['Permitted', 'Discharge Details Agreed', '', 'approved'], // UK:WhiteHorse/P26/V1410/DIS
  ['Conditions', 'Discharge Partially Agreed', '', 'decided'], // UK:WhiteHorse/P26/V1411/DIS
  ['Undecided', '', '', 'pending'], // UK:Fife/26/01243/PPP
  ['Permitted', 'No Objection', '', 'approved'], // UK:MiltonKeynes/PLN/2026/0914
  ['Withdrawn', 'Application Withdrawn', '', 'withdrawn'], // UK:CentralBedfordshire/CB/26/01348/OUT
  ['Permitted', 'Grant', '', 'approved'], // UK:Bassetlaw/26/00498/FUL
  ['Permitted', 'Raise No Objections', '', 'approved'], // UK:Hertsmere/26/0532/ADJ
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/49261/APP/2026/985
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/49261/APP/2026/964
  ['Conditions', 'Part Discharged - Conditions', '', 'decided'], // UK:Stockton/26/0704/DCH
  ['Permitted', 'Grant', '', 'approved'], // UK:Glasgow/24/02285/NMV02
  ['Conditions', 'Granted with Conditions', '', 'approved'], // UK:Newport/26/0241
  ['Permitted', 'Grant', '', 'approved'], // UK:Glasgow/24/02285/NMV01
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/261400OPDCOB
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/49261/APP/2026/763
  ['Permitted', 'Approve', '', 'approved'], // UK:EppingForest/EPF/0591/26
  ['Permitted', 'Response issued to consultation', '', 'decided'], // UK:Dumfries/26/0464/SCO
  ['Permitted', 'Permission Granted', '', 'approved'], // UK:Brent/26/0665
  ['Permitted', 'EIA NOT REQUIRED', '', 'decided'], // UK:Redcar/R/2026/0183/SC
  ['Conditions', 'Granted with Conditions', '', 'approved'], // UK:Newport/26/0191
  ['Withdrawn', '', '', 'withdrawn'], // UK:Havering/LDO0001.26
  ['Permitted', 'Acquired Deemed Consent', '', 'approved'], // UK:MiltonKeynes/PLN/2026/0458
  ['Withdrawn', 'Not Proceeded With', '', 'withdrawn'], // UK:Ealing/261034OPDCOB
  ['', '', '', 'pending'], // UK:Warrington/2026/00295/HYB
  ['Conditions', 'OUTCC - Outline Application - Conditional Consent', '', 'approved'], // UK:Ashfield/V/2026/0033
  ['Permitted', 'Application Permitted', '', 'approved'], // UK:NorthLanarkshire/26/00214/MSC
  ['Undecided', 'Heb Benderfyniad / Not yet determined', '', 'pending'], // UK:Anglesey/FPL/2026/44
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260925CND
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260832CND
  ['Permitted', 'Scoping Agreed', '', 'decided'], // UK:NorthAyrshire/26/00138/EIA
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260830CND
  ['Conditions', 'Approve with Conditions', '', 'approved'], // UK:EppingForest/EPF/0404/26
  ['Conditions', 'Approve with Conditions', '', 'approved'], // UK:EppingForest/EPF/0388/26
  ['Permitted', 'Approve', '', 'approved'], // UK:EppingForest/EPF/0365/26
  ['Conditions', 'Split (Details Partially Approved)', '', 'decided'], // UK:EppingForest/EPF/0352/26
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260719CND
  ['Withdrawn', 'Application Withdrawn', '', 'withdrawn'], // UK:WestOxfordshire/26/00428/OUT
  ['Permitted', 'Non-Material Amendment - Granted', '', 'approved'], // UK:CentralBedfordshire/CB/26/00544/NMA
  ['Permitted', 'Non-Material Amendment - Granted', '', 'approved'], // UK:CentralBedfordshire/CB/26/00511/NMA
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260589CND
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260590CND
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260786CND
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/260783CND
  ['Undecided', '', '', 'pending'], // UK:CentralBedfordshire/CB/26/00468/RM
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/260531OPDCOB
  ['Undecided', '', '', 'pending'], // UK:Dacorum/26/00267/MFA
  ['Permitted', 'Approve', '', 'approved'], // UK:Runnymede/RU.26/0160
  ['Withdrawn', 'Application Withdrawn', '', 'withdrawn'], // UK:WestOxfordshire/26/00280/OUT
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/25/4316/FA
  ['Permitted', 'Grant Permission/Consent', '', 'approved'], // UK:Dacorum/26/00152/FUL
  ['Undecided', '', '', 'pending'], // UK:Hillingdon/39706/APP/2026/174
  ['Conditions', 'Approved with Conditions', '', 'approved'], // UK:Reigate/25/02312/F
  ['Withdrawn', 'Withdrawn', '', 'withdrawn'], // UK:Bassetlaw/26/00034/FUL
  ['Conditions', 'Approve with Conditions', '', 'approved'], // UK:Sefton/DC/2025/01974
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/39705/APP/2025/3234
  ['Permitted', 'Approved', '', 'approved'], // UK:Bucks/PL/25/6737/VRC
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/25/6761/VRC
  ['Permitted', 'Non-Material Amendment - Granted', '', 'approved'], // UK:CentralBedfordshire/CB/25/04031/NMA
  ['Permitted', 'Reserved Matters- Granted', '', 'approved'], // UK:CentralBedfordshire/CB/25/04023/RM
  ['', '', '', 'pending'], // UK:Newark/25/02138/OUTM
  ['Permitted', 'Barn wedi’i roi / Advice Given', '', 'decided'], // UK:Anglesey/GWY/2025/2
  ['Permitted', 'EIA Not Required', '', 'decided'], // UK:Edinburgh/25/05576/SCR
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/1331/APP/2025/3220
  ['Permitted', 'Grant Lawful Development Certificate', '', 'approved'], // UK:Watford/25/01095/LDC
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/254769OPDCOB
  ['', 'EIA Required', '', 'decided'], // UK:Gwynedd/C25/0933/20/SO
  ['Conditions', 'Granted subject to S106', '', 'approved'], // UK:Newport/25/1071
  ['Permitted', 'Letter-Replied/Responded to', '', 'decided'], // UK:Bucks/PL/25/6630/EIASO
  ['Undecided', '', '', 'pending'], // UK:Hounslow/P/2025/3669
  ['Permitted', 'EIA Not Required', '', 'decided'], // UK:Selby/SELZG2025/1247/SCN
  ['Undecided', '', '', 'pending'], // UK:Chelmsford/25/01716/FUL
  ['Rejected', 'Gwrthod / Refused', '', 'refused'], // UK:Anglesey/FPL/2025/305
  ['Permitted', 'Tree Works Allowed', '', 'approved'], // UK:SouthWestDevon/3517/25/TPO
  ['Permitted', 'Grant', '', 'approved'], // UK:Glasgow/24/01681/NMV03
  ['Permitted', 'Approved', '', 'approved'], // UK:Newport/25/1016
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/254433OPDCOB
  ['Permitted', 'Permit', '', 'approved'], // UK:TowerHamlets/PA/25/01998/S
  ['Permitted', 'Permission Granted', '', 'approved'], // UK:Brent/25/3231
  ['Permitted', 'Permission Granted', '', 'approved'], // UK:Brent/25/3230
  ['Undecided', '', '', 'pending'], // UK:Canterbury/CA/25/02094
  ['Undecided', 'Application is not yet decided', '', 'pending'], // UK:WhiteHorse/P25/V2462/FUL
  ['Conditions', 'Granted with Conditions', '', 'approved'], // UK:Newport/25/0983
  ['Undecided', '', '', 'pending'], // UK:Runnymede/RU.25/1538
  ['Permitted', 'No Objection', '', 'approved'], // UK:SurreyHeath/25/1195/PCA
  ['Permitted', 'Grant express consent', '', 'approved'], // UK:OldOakParkRoyal/25/0207/ADVOPDC
  ['Permitted', 'EIA Not Required', '', 'decided'], // UK:Fife/25/03079/SCR
  ['Permitted', 'Raise No Objections', '', 'approved'], // UK:Hertsmere/25/1588/ADJ
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/254196OPDCOB
  ['Permitted', 'Application Permitted', '', 'approved'], // UK:NorthLanarkshire/25/01159/PPP
  ['Undecided', '', '', 'pending'], // UK:Leeds/25/06139/FU
  ['Permitted', 'Approve', '', 'approved'], // UK:OldOakParkRoyal/25/0199/NMAOPDC
  ['Permitted', 'Approve', '', 'approved'], // UK:OldOakParkRoyal/25/0196/FUMOPDC
  ['Permitted', 'NO OBJECTION IS RAISED', '', 'approved'], // UK:Waverley/PC/2025/02108
  ['Permitted', 'No Objection', '', 'approved'], // UK:SurreyHeath/25/1155/PCA
  ['Undecided', '', '', 'pending'], // UK:Guildford/25/CON/00054
  ['Conditions', 'Conditional permission', '', 'approved'], // UK:Chesterfield/CHE/25/00799/FUL
  ['Withdrawn', 'Not Proceeded With', '', 'withdrawn'], // UK:Ealing/254076OPDCOB
  ['Permitted', 'Reserved Matters- Granted', '', 'approved'], // UK:CentralBedfordshire/CB/25/03400/RM
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/25/4351/FA
  ['Permitted', 'Barn wedi’i roi / Advice Given', '', 'decided'], // UK:Anglesey/GWY/2025/1
  ['Permitted', 'Planning Permission', '', 'approved'], // UK:WhiteHorse/P25/V2199/S73
  ['Permitted', 'Reserved Matters - Approval', '', 'approved'], // UK:WhiteHorse/P25/V2197/RM
  ['Conditions', 'DISCHARGE OF CONDITIONS', '', 'approved'], // UK:Broxbourne/07/25/0849/DRC
  ['Rejected', 'Refuse', '', 'refused'], // UK:OldOakParkRoyal/25/0179/REMOPDC
  ['', 'EIA Required', '', 'decided'], // UK:Gwynedd/C25/0754/20/SC
  ['', '', '', 'pending'], // UK:Stoke/25/FUL/00668
  ['Undecided', '', '', 'pending'], // UK:Spelthorne/25/01226/FUL
  ['Permitted', 'EIA required', '', 'decided'], // UK:EastLothian/25/00008/SCR
  ['Undecided', '', '', 'pending'], // UK:Rushmoor/25/00537/OUTPP
  ['Permitted', 'Draft Decision Waiting Legal Agreement', '', 'pending'], // UK:Ealing/253874FUL
  ['Permitted', 'No Objections', '', 'approved'], // UK:Bucks/PL/25/4583/ADJ
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/75111/APP/2025/2525
  ['Undecided', '', '', 'pending'], // UK:EastDunbartonshire/TP/ED/25/0520
  ['Undecided', '', '', 'pending'], // UK:Rhondda/25/0981/FUL
  ['Conditions', 'Conditions Discharged', '', 'approved'], // UK:Swindon/S/COND/25/1166
  ['Conditions', 'Conditions Discharged', '', 'approved'], // UK:Swindon/S/COND/25/1167
  ['Undecided', '', '', 'pending'], // UK:Sefton/DC/2025/01324
  ['Conditions', 'CONDITIONAL APPROVAL', '', 'approved'], // UK:Broxbourne/07/25/0782/CONRV
  ['Permitted', 'Approval', '', 'approved'], // UK:WestBerkshire/25/02116/COND
  ['Permitted', 'Grant', '', 'approved'], // UK:Glasgow/24/01681/DOC03
  ['Conditions', 'DISCHARGE OF CONDITIONS', '', 'approved'], // UK:Broxbourne/07/25/0758/DRC
  ['Conditions', '', '', 'approved'], // UK:Havering/P1169.25
  ['Permitted', 'Grant', '', 'approved'], // UK:Hart/25/01709/AMCON
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/18399/APP/2025/2300
  ['Permitted', 'Agreed', '', 'approved'], // UK:WhiteHorse/P25/V1887/NM
  ['Permitted', 'EIA not required', '', 'decided'], // UK:WhiteHorse/P25/V1860/SCR
  ['Undecided', '', '', 'pending'], // UK:Hertsmere/25/1257/PPA
  ['Conditions', 'Condition Discharged', '', 'approved'], // UK:Hart/25/01617/CON
  ['Undecided', '', '', 'pending'], // UK:Cherwell/25/02190/HYBRID
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/75111/APP/2025/2237
  ['Permitted', 'Confirmation of Compliance', '', 'approved'], // UK:Harlow/HW/LDOC/25/00366
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/75111/APP/2025/2153
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/75111/APP/2025/2120
  ['Permitted', 'PAC - response issued', '', 'other'], // UK:WestLothian/0625/PAC/25
  ['Undecided', '', '', 'pending'], // UK:Edinburgh/25/03978/PAN
  ['Withdrawn', 'Closed', '', 'withdrawn'], // UK:EastDunbartonshire/TP/ED/25/0428
  ['Permitted', 'Approved', '', 'approved'], // UK:Newport/25/0616
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/78954/APP/2025/1996
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/25/2380/CONDA
  ['Conditions', 'Grant subject to Unilateral Undertaking', '', 'approved'], // UK:Bradford/25/02212/MAF
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/1331/APP/2025/1968
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/1331/APP/2025/1966
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/18399/APP/2025/1908
  ['Permitted', 'Granted NMA', '', 'approved'], // UK:OldOakParkRoyal/25/0121/NMAOPDC
  ['Permitted', 'No Objection', '', 'approved'], // UK:Reading/PL/25/0995
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/18399/APP/2025/1881
  ['Permitted', 'EIA Not Required', '', 'decided'], // UK:Sefton/DC/2025/01117
  ['Permitted', 'Screening', '', 'decided'], // UK:OldOakParkRoyal/25/0120/SCROPDC
  ['Permitted', 'Approved', '', 'approved'], // UK:Bucks/PL/25/2076/OA
  ['Withdrawn', 'Not Proceeded With', '', 'withdrawn'], // UK:Ealing/252552OPDCOB
  ['Conditions', 'Approve with Conditions', '', 'approved'], // UK:SouthGloucestershire/P25/01542/RVC
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/252511OPDCOB
  ['Undecided', '', '', 'pending'], // UK:WestBerkshire/25/01423/COND
  ['Permitted', 'Letter-Replied/Responded to', '', 'decided'], // UK:Bucks/PL/25/1899/EIASR
  ['Permitted', 'Scoping Report Issued', '', 'decided'], // UK:Rushmoor/25/00328/SCOPE
  ['Undecided', '', '', 'pending'], // UK:WestBerkshire/25/01397/COND
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/252336OPDCOB
  ['Permitted', 'Approved', '', 'approved'], // UK:Ealing/252234OPDCOB
  ['Rejected', 'Refused', '', 'refused'], // UK:Bucks/25/06382/MINAMD
  ['Permitted', 'Grant', '', 'approved'], // UK:Glasgow/24/01681/NMV01
  ['Permitted', 'EIA Not Required', '', 'decided'], // UK:Edinburgh/25/02924/SCR
  ['Rejected', 'Objection', '', 'refused'], // UK:Windsor/25/30002/SMI
  ['Permitted', 'No Objections', '', 'approved'], // UK:Bucks/PL/25/1764/ADJ
  ['Conditions', 'Discharge of Conditions Decided', '', 'decided'], // UK:SouthGloucestershire/DOC25/00183/BNG
  ['Permitted', 'Confirmation of Compliance', '', 'approved'], // UK:Harlow/HW/LDOC/25/00260
  ['Permitted', 'EIA required', '', 'decided'], // UK:EastAyrshire/25/0003/EIASCR
  ['Permitted', 'No observations (OBS)', '', 'approved'], // UK:Glamorgan/2025/00528/OBS
  ['Conditions', 'Approved with Conditions', '', 'approved'], // UK:Stockton/25/1090/FUL
  ['', '', '', 'pending'], // UK:NorthLincs/PA/2025/643
  ['Permitted', 'Granted Permission', '', 'approved'], // UK:Sedgemoor/09/25/00014
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/75111/APP/2025/1458
  ['Permitted', 'Approved', '', 'approved'], // UK:Newport/25/0390
  ['Permitted', 'EIA Not Required', '', 'decided'], // UK:NorthLanarkshire/25/00556/EIASCR
  ['Permitted', 'Permission Granted', '', 'approved'], // UK:Brent/25/1483
  ['Conditions', 'Granted with Conditions', '', 'approved'], // UK:Newport/25/0379
  ['Undecided', '', '', 'pending'], // UK:Thurrock/25/00573/OUT
  ['Permitted', 'Screening/Scoping Opinion Issued', '', 'decided'], // UK:ScottishBorders/25/00556/SCR
  ['Conditions', 'Discharge of Conditions Decided', '', 'decided'], // UK:SouthGloucestershire/DOC25/00152
  ['Withdrawn', 'Withdrawn', '', 'withdrawn'], // UK:Renfrewshire/25/0335/EIASCR
  ['Permitted', 'Grant', '', 'approved'], // UK:Hart/25/00865/AMCON
  ['Withdrawn', 'Withdrawn', '', 'withdrawn'], // UK:Renfrewshire/25/0329/EIASCR
  ['Conditions', 'Approve subject to Conditions', '', 'approved'], // UK:Birmingham/2025/02529/PA
  ['Permitted', 'Environmental Assessment Not Required', '', 'decided'], // UK:WestLothian/0346/EIA/25
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/79468/APP/2025/1250
  ['Permitted', 'Environmental Statement Not required', '', 'decided'], // UK:Ealing/251707SCE
  ['Withdrawn', 'Closed', '', 'withdrawn'], // UK:Stirling/SCRN-25-002
  ['Permitted', 'EIA Required', '', 'decided'], // UK:EastDunbartonshire/TP/ED/25/0245
  ['Undecided', '', '', 'pending'], // UK:Glasgow/24/01681/DOC02
  ['Permitted', 'Screening opinion - EIA required', '', 'decided'], // UK:SouthLanarkshire/P/25/0490
  ['Undecided', '', '', 'pending'], // UK:Basildon/25/00550/OUT
  ['Undecided', '', '', 'pending'], // UK:Rochdale/25/00418/OUT
  ['Conditions', 'Conditional Consent', '', 'approved'], // UK:Bridgend/P/25/247/HYB
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/38421/APP/2025/1118
  ['Undecided', '', '', 'pending'], // UK:Glasgow/24/01681/DOC01
  ['Undecided', '', '', 'pending'], // UK:Edinburgh/25/01968/PAN
  ['Permitted', 'Grant for 3 years', '', 'approved'], // UK:Gloucester/25/00332/COU
  ['Permitted', 'Opinion Given', '', 'decided'], // UK:NorthLincs/PA/SCR/2025/5
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/25/1157/EIASR
  ['Permitted', 'Letter-Replied/Responded to', '', 'decided'], // UK:Bucks/PL/25/1155/EIASR
  ['Withdrawn', 'Not Proceeded With', '', 'withdrawn'], // UK:Ealing/251491CONS
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/38421/APP/2025/1019
  ['Permitted', 'Permission required', '', 'refused'], // UK:Rhondda/25/0382/LDO
  ['Withdrawn', 'Not Proceeded With', '', 'withdrawn'], // UK:Ealing/251348CONS
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/38421/APP/2025/920
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/251165OPDCOB
  ['Permitted', 'Advice Given', '', 'decided'], // UK:Reading/PL/25/0437
  ['Permitted', 'Approved', '', 'approved'], // UK:Glamorgan/2023/00780/4/CD
  ['Permitted', 'Approved', '', 'approved'], // UK:Neath/P2025/0187
  ['Rejected', 'Refuse', '', 'refused'], // UK:Hart/25/00522/NMMA
  ['Permitted', 'Confirmation of Compliance', '', 'approved'], // UK:Harlow/HW/LDOC/25/00111
  ['Permitted', 'Approval', '', 'approved'], // UK:WestNorthamptonshire/2025/1329/FULL
  ['', '', '', 'pending'], // UK:Newham/25/00542/REM
  ['Permitted', 'Approve', '', 'approved'], // UK:Newham/25/00541/REM
  ['', '', '', 'pending'], // UK:Kettering/NK/2025/0167
  ['Permitted', 'Draft Decision Waiting Legal Agreement', '', 'pending'], // UK:Ealing/250949FUL
  ['Permitted', 'Caniatáu / Permit', '', 'approved'], // UK:Anglesey/OP/2025/2
  ['Permitted', 'PAN Agreed', '', 'other'], // UK:Fife/25/00552/PAN
  ['Undecided', '', '', 'pending'], // UK:Broxbourne/07/25/0160/DRC
  ['Undecided', '', '', 'pending'], // UK:NorthLanarkshire/25/00150/PPP
  ['Permitted', 'Approve', '', 'approved'], // UK:Rhondda/25/0138/FUL
  ['Conditions', 'Confirmation of Compliance', '', 'approved'], // UK:Harlow/HW/LDOC/25/00046
  ['Permitted', 'No objection Raised - OA', '', 'approved'], // UK:Enfield/25/00169/OA
  ['Permitted', 'Approve', '', 'approved'], // UK:Haringey/HGY/2024/2552
  ['Conditions', 'Conditions Partially Determined (Approved only)', '', 'decided'], // UK:Glamorgan/2023/00780/2/CD
  ['Conditions', 'Approve Discharge of Condition', '', 'approved'], // UK:Windsor/25/00057/CONDIT
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/71554/APP/2025/47
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/18399/APP/2025/16
  ['Permitted', 'Raise No Objections', '', 'approved'], // UK:Hertsmere/25/0002/ADJ
  ['Permitted', 'EIA required', '', 'decided'], // UK:MiltonKeynes/PLN/2024/2768
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/75111/APP/2024/3327
  ['Permitted', 'Grant', '', 'approved'], // UK:Hart/24/02477/NMMA
  ['Permitted', 'Approved by Secretary of State', '', 'other'], // UK:Slough/P/10076/013
  ['Withdrawn', 'Closed', '', 'withdrawn'], // UK:Basildon/24/01460/SCREEN
  ['Permitted', 'No Comments Made', '', 'approved'], // UK:Slough/SMI/2024/13
  ['Undecided', '', '', 'pending'], // UK:Bucks/PL/24/3532/OA
  ['Undecided', '', '', 'pending'], // UK:Broxbourne/07/24/0965/CONRV
  ['Permitted', 'Not EIA Development', '', 'decided'], // UK:Neath/P2024/0791
  ['Undecided', '', '', 'pending'], // UK:Bucks/24/07967/OUT
  ['Permitted', 'Granted Permission', '', 'approved'], // UK:Swindon/S/OUT/24/1427
  ['Permitted', 'No Objection adjacent LA consultation', '', 'approved'], // UK:NorthTyneside/24/01602/ADJLPA
  ['Undecided', '', '', 'pending'], // UK:Northumberland/24/04112/OUTES
  ['Withdrawn', 'Withdrawn', '', 'withdrawn'], // UK:Newport/24/0957
  ['Permitted', 'No Objection', '', 'approved'], // UK:Ealing/244495CONS
  ['Permitted', 'Environmental Assessment Scope', '', 'decided'], // UK:Ealing/244364SCO
  ['Permitted', 'No objection', '', 'approved'], // UK:NorthWestLeicestershire/24/01444/DEM
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/38421/APP/2024/2998
  ['Permitted', 'Advice', '', 'decided'], // UK:Reading/PL/24/1486
  ['Undecided', '', '', 'pending'], // UK:CentralBedfordshire/CB/24/03164/FULL
  ['Permitted', 'Approved', '', 'approved'], // UK:Newport/24/0888
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/49261/APP/2024/2904
  ['Permitted', '', '', 'approved'], // UK:Chelmsford/24/01176/FUL
  ['Permitted', 'Approved', '', 'approved'], // UK:Newport/24/0876
  ['Permitted', 'Approved', '', 'approved'], // UK:Newport/24/0877
  ['Permitted', 'No Objection', '', 'approved'], // UK:Windsor/24/30011/SMI
  ['Conditions', 'Approve with Conditions', '', 'approved'], // UK:SouthGloucestershire/P24/02501/F
  ['Permitted', 'Application Approved', '', 'approved'], // UK:Wakefield/23/00100/REM01
  ['Permitted', 'Approved', '', 'approved'], // UK:CountyDurham/DM/24/02888/RM
  ['Conditions', 'Conditional Permission', '', 'approved'], // UK:Portsmouth/24/01258/FUL
  ['Permitted', 'Approved', '', 'approved'], // UK:CountyDurham/DM/24/02829/VOC
  ['Permitted', '', '', 'approved'], // UK:Hillingdon/38421/APP/2024/2724
  ['Permitted', 'Approve', '', 'approved'], // UK:Runnymede/RU.24/1339
];
