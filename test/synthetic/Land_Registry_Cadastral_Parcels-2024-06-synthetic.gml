<?xml version="1.0" encoding="UTF-8"?>
<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:LR="www.landregistry.gov.uk" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="www.landregistry.gov.uk LR.xsd http://www.opengis.net/wfs/2.0 http://schemas.opengis.net/wfs/2.0/wfs.xsd http://www.opengis.net/gml/3.2 http://schemas.opengis.net/gml/3.2.1/gml.xsd">
<wfs:member>
<LR:PREDEFINED gml:id="PREDEFINED.fid-synthetic-1">
<LR:GEOMETRY><gml:Polygon gml:id="PREDEFINED.geom.1" srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">526857.0 189058.0 526879.0 189058.0 526879.0 189080.0 526857.0 189080.0 526857.0 189058.0</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>
<LR:INSPIREID>40000001</LR:INSPIREID>
<LR:LABEL>40000001</LR:LABEL>
<LR:NATIONALCADASTRALREFERENCE>40000001</LR:NATIONALCADASTRALREFERENCE>
<LR:VALIDFROM>2009-08-12T00:00:00</LR:VALIDFROM>
<LR:BEGINLIFESPANVERSION>2009-08-12T00:00:00</LR:BEGINLIFESPANVERSION>
</LR:PREDEFINED>
</wfs:member>
<wfs:member>
<LR:PREDEFINED gml:id="PREDEFINED.fid-synthetic-2">
<LR:GEOMETRY><gml:Polygon gml:id="PREDEFINED.geom.2" srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">526884.0 189082.0 526906.0 189082.0 526906.0 189102.0 526884.0 189102.0 526884.0 189082.0</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>
<LR:INSPIREID>40000002</LR:INSPIREID>
<LR:LABEL>40000002</LR:LABEL>
<LR:NATIONALCADASTRALREFERENCE>40000002</LR:NATIONALCADASTRALREFERENCE>
<LR:VALIDFROM>2009-08-12T00:00:00</LR:VALIDFROM>
<LR:BEGINLIFESPANVERSION>2009-08-12T00:00:00</LR:BEGINLIFESPANVERSION>
</LR:PREDEFINED>
</wfs:member>
<wfs:member>
<LR:PREDEFINED gml:id="PREDEFINED.fid-synthetic-3">
<LR:GEOMETRY><gml:Polygon gml:id="PREDEFINED.geom.3" srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">526828.0 189102.0 526860.0 189102.0 526860.0 189124.0 526828.0 189124.0 526828.0 189102.0</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>
<LR:INSPIREID>40000003</LR:INSPIREID>
<LR:LABEL>40000003</LR:LABEL>
<LR:NATIONALCADASTRALREFERENCE>40000003</LR:NATIONALCADASTRALREFERENCE>
<LR:VALIDFROM>2009-08-12T00:00:00</LR:VALIDFROM>
<LR:BEGINLIFESPANVERSION>2009-08-12T00:00:00</LR:BEGINLIFESPANVERSION>
</LR:PREDEFINED>
</wfs:member>
<wfs:member>
<LR:PREDEFINED gml:id="PREDEFINED.fid-synthetic-4">
<LR:GEOMETRY><gml:Polygon gml:id="PREDEFINED.geom.4" srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">526697.5 188997.5 526702.5 188997.5 526702.5 189002.5 526697.5 189002.5 526697.5 188997.5</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>
<LR:INSPIREID>40000004</LR:INSPIREID>
<LR:LABEL>40000004</LR:LABEL>
<LR:NATIONALCADASTRALREFERENCE>40000004</LR:NATIONALCADASTRALREFERENCE>
<LR:VALIDFROM>2009-08-12T00:00:00</LR:VALIDFROM>
<LR:BEGINLIFESPANVERSION>2009-08-12T00:00:00</LR:BEGINLIFESPANVERSION>
</LR:PREDEFINED>
</wfs:member>
<wfs:member>
<LR:PREDEFINED gml:id="PREDEFINED.fid-synthetic-5">
<LR:GEOMETRY><gml:Polygon gml:id="PREDEFINED.geom.5" srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="2">526600.0 189000.0 526610.0 189000.0 526610.0</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>
<LR:INSPIREID>40000005</LR:INSPIREID>
<LR:LABEL>40000005</LR:LABEL>
<LR:NATIONALCADASTRALREFERENCE>40000005</LR:NATIONALCADASTRALREFERENCE>
<LR:VALIDFROM>2009-08-12T00:00:00</LR:VALIDFROM>
<LR:BEGINLIFESPANVERSION>2009-08-12T00:00:00</LR:BEGINLIFESPANVERSION>
</LR:PREDEFINED>
</wfs:member>
<wfs:member>
<LR:PREDEFINED gml:id="PREDEFINED.fid-synthetic-6">
<LR:GEOMETRY><gml:Polygon gml:id="PREDEFINED.geom.6" srsName="urn:ogc:def:crs:EPSG::27700"><gml:exterior><gml:LinearRing><gml:posList srsDimension="2" count="5">526500.0 188900.0 526520.0 188900.0 526520.0 188920.0 526500.0 188920.0 526500.0 188900.0</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></LR:GEOMETRY>
<LR:INSPIREID>40000006</LR:INSPIREID>
<LR:LABEL>40000006</LR:LABEL>
<LR:NATIONALCADASTRALREFERENCE>40000006</LR:NATIONALCADASTRALREFERENCE>
<LR:VALIDFROM>2009-08-12T00:00:00</LR:VALIDFROM>
<LR:BEGINLIFESPANVERSION>2009-08-12T00:00:00</LR:BEGINLIFESPANVERSION>
</LR:PREDEFINED>
</wfs:member>
</wfs:FeatureCollection>
