async function query(data) {
	const response = await fetch(
		"https://router.huggingface.co/hf-inference/models/julien-c/wine-quality",
		{
			method: "POST",
			headers: {
				Authorization: `Bearer ${process.env.HF_TOKEN}`,
				"Content-Type": "application/json",
			},
			body: JSON.stringify(data),
		},
	);
	const result = await response.json();
	return result;
}

query({
	inputs: {
		data: {
			sepal_length: [
				5.1,
				6.4,
			],
			sepal_width: [
				3.5,
				2.9,
			],
			petal_length: [
				1.4,
				4.3,
			],
			petal_width: [
				0.2,
				1.3,
			],
		},
	},
}).then((response) => {
	console.log(JSON.stringify(response));
});
